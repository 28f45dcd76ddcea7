import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CourierService } from '../../../contract';
import { renderShell, stubApi } from './deliveryHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const services: CourierService[] = [
  {
    deliveryMethodId: 1,
    name: 'Автотранспорт',
    description: 'Доставка машиной продавца',
    requirements: ['Марка и номер машины', 'ФИО и телефон водителя'],
    forTemplates: true,
    website: null,
  },
  {
    deliveryMethodId: 2,
    name: 'СДЭК',
    description: 'Транспортная компания',
    requirements: ['Адрес пункта СДЭК'],
    forTemplates: false,
    website: 'https://www.cdek.ru',
  },
  {
    deliveryMethodId: 3,
    name: 'Почта <i>России</i>',
    description: 'Почта или курьер',
    requirements: [],
    forTemplates: true,
    website: 'javascript:alert(1)',
  },
];

describe('/delivery/couriers', () => {
  it('shows each service as a card: requirements, the templates mark, only http(s) websites', async () => {
    const calls = stubApi({ 'Common/GetCourierServices': () => services });
    renderShell('/delivery/couriers');
    const cdek = (await screen.findByRole('heading', { name: 'СДЭК' }, { timeout: 8000 })).closest('article');
    expect(calls.find((c) => c.path === 'Common/GetCourierServices')?.method).toBe('GET');
    expect(
      within(cdek as HTMLElement)
        .getByRole('link', { name: /Сайт службы/ })
        .getAttribute('href'),
    ).toBe('https://www.cdek.ru/');
    expect(within(cdek as HTMLElement).queryByText('Можно выбрать в шаблоне доставки')).toBeNull();
    const auto = screen.getByRole('heading', { name: 'Автотранспорт' }).closest('article') as HTMLElement;
    expect(within(auto).getByText('ФИО и телефон водителя')).toBeTruthy();
    expect(within(auto).getByText('Можно выбрать в шаблоне доставки')).toBeTruthy();
    const post = screen
      .getByRole('heading', { name: 'Почта <i>России</i>' })
      .closest('article') as HTMLElement;
    expect(within(post).queryByRole('link')).toBeNull();
  }, 20_000);
});
