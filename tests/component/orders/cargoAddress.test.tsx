import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const T = { timeout: 8000 };

async function choose(scope: HTMLElement, label: RegExp, option: string) {
  const box = within(scope).getByRole('combobox', { name: label });
  await waitFor(() => expect(box.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.mouseDown(box);
  fireEvent.click(await screen.findByRole('option', { name: option }, T));
}

describe('the ready-to-send address (docs/contract/delivery.md "Locations")', () => {
  it('country → region → city from the locations lookups, the address body of orders.md', async () => {
    const calls = stubOrdersApi({
      'Order/GetOrderById': () => wholesaleOrder({ statusId: 2 }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
      'Order/ReadyToSent': () => true,
    });
    renderShell('/orders/61');
    fireEvent.click(await screen.findByRole('button', { name: 'Готов к отправке' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Заказ готов к отправке' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Срок готовности/ }), {
      target: { value: '5' },
    });
    // Россия is preset once the countries are read
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Страна/ }).textContent).toContain('Россия'),
    );
    await choose(dialog, /Регион/, 'Свердловская область');
    await choose(dialog, /Город/, 'Нижний Тагил');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Улица/ }), {
      target: { value: 'ул. Мира' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Дом/ }), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    await waitFor(() => expect(calls.some((c) => c.path === 'Order/ReadyToSent')).toBe(true), T);
    const body = calls.find((c) => c.path === 'Order/ReadyToSent')?.json as Record<string, unknown>;
    expect(body.readyDays).toBe(5);
    expect(body.address).toEqual({
      countryId: 1,
      regionId: 66,
      cityId: 6602,
      street: 'ул. Мира',
      houseNumber: '4',
      apartmentOrOficeNumber: null,
      postalIndex: null,
    });
    expect(calls.find((c) => c.path === 'Common/GetRegionByCountryIdAsync')?.url.searchParams.get('id')).toBe(
      '1',
    );
    expect(calls.find((c) => c.path === 'Common/GetCitiesByRegionIds')?.json).toEqual([66]);
  }, 30_000);
});
