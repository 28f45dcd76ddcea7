import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  locationReplies,
  storedTemplate,
  storeProducts,
  templatePage,
  templateRow,
} from '../delivery/deliveryHarness';
import { choose, direction, SLOW } from '../delivery/formHelpers';
import { expectCleanPage, renderShell, stubSpecOnlyApi } from './specOnlyHarness';

/**
 * Issue 26: the delivery pages against a server that honours only the specification: no
 * GetCountries or GetCourierServices (ours), list rows without our products and summary,
 * GetProductsByStoreId answered as `{results}`.
 */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const { 'Common/GetCountries': _ours, ...specLocations } = locationReplies;
const formReplies = {
  ...specLocations,
  'Product/GetProductsByStoreId': () => ({ results: storeProducts, pageCount: 1 }),
  'Product/GetAllTemplates': () => templatePage([]),
};

describe('delivery pages against spec-only replies', () => {
  it('/shared/delivery: names, days and switches; the summary is "----", no products named', async () => {
    stubSpecOnlyApi({
      'Product/GetAllTemplates': () =>
        templatePage([templateRow(), templateRow({ id: 32, name: 'Казахстан', isActive: false })]),
    });
    const shell = renderShell('/shared/delivery');
    const table = await screen.findByRole('table', { name: 'Шаблоны доставки' }, SLOW);
    const row = (await within(table).findByRole('link', { name: 'По России' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2–9 дн.')).toBeTruthy();
    expect(within(row).getByText('----')).toBeTruthy();
    expect(within(row).getByText('Нет товаров')).toBeTruthy();
    expect(within(row).getByRole('switch', { name: /По России/ })).toHaveProperty('checked', true);
    expectCleanPage();
    expect(shell.location()).toBe('/shared/delivery');
  }, 30_000);

  it('/shared/delivery/add: without GetCountries the marketplace countries are offered, the regions load', async () => {
    const calls = stubSpecOnlyApi(formReplies);
    const shell = renderShell('/shared/delivery/add');
    await screen.findByRole('region', { name: 'Шаблон' }, SLOW);
    const first = direction(1);
    await waitFor(
      () => expect(within(first).getByRole('combobox', { name: /Страна/ }).textContent).toContain('Россия'),
      SLOW,
    );
    await choose(first, /Страна/, 'Казахстан');
    fireEvent.click(within(first).getByRole('switch', { name: 'Все регионы' }));
    await waitFor(
      () =>
        expect(
          calls.some(
            (c) => c.path === 'Common/GetRegionByCountryIdAsync' && c.url.searchParams.get('id') === '3',
          ),
        ).toBe(true),
      SLOW,
    );
    await waitFor(() => expectCleanPage(), SLOW);
    expect(shell.location()).toBe('/shared/delivery/add');
  }, 30_000);

  it('/shared/delivery/edit/{id}: the stored template with its regions, cities and products', async () => {
    stubSpecOnlyApi({ ...formReplies, 'Product/GetTemplateById': () => storedTemplate });
    const shell = renderShell('/shared/delivery/edit/31');
    const main = await screen.findByRole('region', { name: 'Шаблон' }, SLOW);
    expect((within(main).getByRole('textbox', { name: /^Название шаблона/ }) as HTMLInputElement).value).toBe(
      'По России',
    );
    expect(await within(main).findByText('Перфоратор SDS-plus 800 Вт', {}, SLOW)).toBeTruthy();
    expect(await within(direction(2)).findByText('Алматы', {}, SLOW)).toBeTruthy();
    expect(within(direction(2)).getByRole('combobox', { name: /Страна/ }).textContent).toContain('Казахстан');
    await waitFor(() => expectCleanPage(), SLOW);
    expect(shell.location()).toBe('/shared/delivery/edit/31');
  }, 30_000);

  it('/shared/delivery/edit/{id}: a template without directions or products still opens with one direction', async () => {
    stubSpecOnlyApi({ ...formReplies, 'Product/GetTemplateById': () => ({ id: 31, name: 'Пустой' }) });
    const shell = renderShell('/shared/delivery/edit/31');
    const main = await screen.findByRole('region', { name: 'Шаблон' }, SLOW);
    expect((within(main).getByRole('textbox', { name: /^Название шаблона/ }) as HTMLInputElement).value).toBe(
      'Пустой',
    );
    expect(screen.getByRole('group', { name: 'Направление 1' })).toBeTruthy();
    await waitFor(() => expectCleanPage(), SLOW);
    expect(shell.location()).toBe('/shared/delivery/edit/31');
  }, 30_000);

  it('/delivery/couriers: without GetCourierServices the delivery methods are shown', async () => {
    stubSpecOnlyApi({});
    const shell = renderShell('/delivery/couriers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Автотранспорт' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Транспортная компания СДЭК' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Почта / курьерская служба' })).toBeTruthy();
    expect(screen.getAllByText('Можно выбрать в шаблоне доставки')).toHaveLength(2);
    expectCleanPage();
    expect(shell.location()).toBe('/delivery/couriers');
  }, 30_000);
});
