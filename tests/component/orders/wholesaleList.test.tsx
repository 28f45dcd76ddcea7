import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listItem, page, renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = [
  listItem({ id: 72, statusId: 5, buyerName: 'Татьяна Морозова', totalAmount: 440439.03 }),
  listItem({ id: 71, statusId: 7, buyerName: 'Алексей Смирнов', totalAmount: 54566.96 }),
  listItem({ id: 70, statusId: 23, buyerName: 'ООО «ХозТорг»', totalAmount: 1200 }),
];

describe('/orders (wholesale list)', () => {
  it('sends the exact body and shows rows with coloured status chips and rubles', async () => {
    const calls = stubOrdersApi({ 'Order/GetAllOrdersByFilter': () => page(rows, 30, 3) });
    renderShell('/orders');
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    expect(await within(table).findByText('Татьяна Морозова')).toBeTruthy();

    const list = calls.filter((c) => c.path === 'Order/GetAllOrdersByFilter');
    expect(list[0]?.method).toBe('POST');
    expect(list[0]?.json).toEqual({
      buyerId: null,
      sellerId: 7,
      statusId: null,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 12 },
      shippingMethodId: null,
      column: 'id',
      sortByAscending: false,
    });

    const chip = (text: string) => within(table).getByText(text).closest('[data-status-kind]');
    expect(chip('В пути')?.getAttribute('data-status-kind')).toBe('purple');
    expect(chip('Завершён')?.getAttribute('data-status-kind')).toBe('success');
    expect(chip('Просрочена доставка')?.getAttribute('data-status-kind')).toBe('danger');
    expect(within(table).getByText('440 439,03 руб.')).toBeTruthy();
    expect(within(table).getByText('№ 72')).toBeTruthy();
    // the server's page count drives the pager
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeTruthy();
  });

  it('pseudo-status 30 from the URL sends status 6 and keeps only rows delivered by the seller', async () => {
    const calls = stubOrdersApi({
      'Order/GetAllOrdersByFilter': () =>
        page([
          listItem({ id: 11, statusId: 6, shipingMethodId: 1, buyerName: 'Продавец везёт' }),
          listItem({ id: 12, statusId: 6, shipingMethodId: 2, buyerName: 'Покупатель забрал' }),
        ]),
    });
    renderShell(`/orders?filter=${encodeURIComponent(JSON.stringify({ statusId: 30 }))}`);
    expect(await screen.findByText('Продавец везёт', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('Покупатель забрал')).toBeNull();
    const body = calls.find((c) => c.path === 'Order/GetAllOrdersByFilter')?.json as Record<string, unknown>;
    expect(body.statusId).toBe(6);
    expect(body.shippingMethodId).toBeNull();
  });

  it('pseudo-status 32 sends status 4 with shippingMethodId 2', async () => {
    const calls = stubOrdersApi({ 'Order/GetAllOrdersByFilter': () => page([]) });
    renderShell(
      `/orders?filter=${encodeURIComponent(JSON.stringify({ statusId: 32, dateFrom: '2026-11-01' }))}`,
    );
    expect(await screen.findByText('Заказов не найдено', {}, { timeout: 8000 })).toBeTruthy();
    const body = calls.find((c) => c.path === 'Order/GetAllOrdersByFilter')?.json as Record<string, unknown>;
    expect(body).toMatchObject({ statusId: 4, shippingMethodId: 2, dateFrom: '2026-11-01', dateTo: null });
  });

  it('a click on a row opens /orders/{id} with the full order (not the cached list row)', async () => {
    stubOrdersApi({
      'Order/GetAllOrdersByFilter': () => page(rows),
      'Order/GetOrderById': (call) =>
        wholesaleOrder({ id: Number(call.url.searchParams.get('id')), statusId: 7 }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/orders');
    (await screen.findByText('Алексей Смирнов', {}, { timeout: 8000 })).click();
    await waitFor(() => expect(shell.location()).toBe('/orders/71'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ № 71' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Набор отвёрток, 8 предметов')).toBeTruthy();
    expect(
      screen.queryByText('Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!'),
    ).toBeNull();
  });

  it('Экспорт downloads every page of the current filter as an Excel-ready CSV', async () => {
    const calls = stubOrdersApi({
      'Order/GetAllOrdersByFilter': (call) => {
        const body = call.json as { pagination: { page: number; pageSize: number } };
        if (body.pagination.pageSize === 12) return page(rows, 3, 1);
        return body.pagination.page === 1 ? page(rows.slice(0, 2), 3, 2) : page(rows.slice(2), 3, 2);
      },
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:orders';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderShell(`/orders?filter=${encodeURIComponent(JSON.stringify({ statusId: 5 }))}`);
    await screen.findByText('Татьяна Морозова', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const exportCalls = calls
      .filter((c) => c.path === 'Order/GetAllOrdersByFilter')
      .map((c) => c.json as { statusId: number; pagination: { page: number; pageSize: number } })
      .filter((body) => body.pagination.pageSize === 100);
    expect(exportCalls.map((body) => [body.pagination.page, body.statusId])).toEqual([
      [1, 5],
      [2, 5],
    ]);
    expect(clicked[0]).toMatch(/^optovye-zakazy-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '"№ заказа";"Счёт";"Дата создания";"Покупатель";"Товаров";"Сумма";"Статус";"Способ получения";"Оплачен"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('"72";"2026-000061";');
    expect(lines[1]).toContain('"440439,03";"В пути";"Доставка продавцом";"Да"');
  });
});
