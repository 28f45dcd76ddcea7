import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderShell, requestItem, stubRequestsApi, T } from './requestsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'OrderRequest/GetAllOrderRequests';

const rows = [
  requestItem({ id: 42, statusId: 3, buyerName: 'Татьяна Морозова', proposalAmount: 405000 }),
  requestItem({ id: 41, statusId: 4, buyerName: 'Алексей Смирнов', proposalAmount: 54566.96, orderId: 77 }),
  requestItem({
    id: 40,
    statusId: 8,
    buyerName: 'ООО «ХозТорг»',
    productsCount: 5,
    productNames: 'Гвозди, Саморезы, Дюбели',
  }),
];

const urlWith = (filter: Record<string, unknown>) =>
  `/requests?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('/requests (the order request list)', () => {
  it('sends the exact default body, reads the filter options of the seller and shows the rows', async () => {
    const calls = stubRequestsApi({ [LIST]: () => ({ orderRequests: page(rows, 30, 3) }) });
    renderShell('/requests');
    const table = await screen.findByRole('table', { name: 'Запросы покупателей' }, T);
    expect(await within(table).findByText('Татьяна Морозова')).toBeTruthy();

    const list = calls.filter((c) => c.path === LIST);
    expect(list[0]?.method).toBe('POST');
    expect(list[0]?.json).toEqual({
      country: null,
      shippingMethods: null,
      requestId: null,
      orderRequestStatuses: null,
      startDate: null,
      endDate: null,
      buyerId: null,
      productCategoryId: null,
      productId: null,
      sellerId: 7,
      pagination: { page: 1, pageSize: 12 },
      column: 'creationDate',
      sortByAscending: false,
    });

    const options = calls.filter((c) => c.path === 'OrderRequest/GetProductsAndBuyersOfOrderRequest');
    expect(options).toHaveLength(1);
    expect(options[0]?.method).toBe('GET');
    expect(options[0]?.url.searchParams.get('sellerId')).toBe('7');

    expect(within(table).getByText('№ 42')).toBeTruthy();
    const chip = (text: string) => within(table).getByText(text).closest('[data-status-kind]');
    expect(chip('Предложение отправлено')?.getAttribute('data-status-kind')).toBe('purple');
    expect(chip('Заказ создан')?.getAttribute('data-status-kind')).toBe('success');
    expect(chip('Истёк')?.getAttribute('data-status-kind')).toBe('danger');
    expect(within(table).getByText('405 000,00 руб.')).toBeTruthy();
    expect(within(table).getByText('5 товаров')).toBeTruthy();
    const orderLink = within(table).getByRole('link', { name: 'Заказ № 77' });
    expect(orderLink.getAttribute('href')).toBe('/orders/77');
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeTruthy();
  }, 40_000);

  it('a filtered link sends its values: null for empty, status 1 as null, days as yyyy/mm/dd', async () => {
    const calls = stubRequestsApi({ [LIST]: () => ({ orderRequests: page(rows.slice(0, 1)) }) });
    renderShell(
      urlWith({
        statusId: 1,
        buyerId: 18,
        productId: 5,
        categoryId: 12,
        countryId: 1,
        shippingMethodId: 2,
        requestId: '42',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
      }),
    );
    await screen.findByText('Татьяна Морозова', {}, T);
    expect(calls.find((c) => c.path === LIST)?.json).toEqual({
      country: 1,
      shippingMethods: 2,
      requestId: 42,
      orderRequestStatuses: null,
      startDate: '2026/11/01',
      endDate: '2026/11/30',
      buyerId: 18,
      productCategoryId: 12,
      productId: 5,
      sellerId: 7,
      pagination: { page: 1, pageSize: 12 },
      column: 'creationDate',
      sortByAscending: false,
    });
  }, 40_000);

  it('a chosen status and an empty reply: the status is sent and the table says "Нет данных"', async () => {
    const calls = stubRequestsApi({ [LIST]: () => ({ orderRequests: page([]) }) });
    renderShell(`${urlWith({ statusId: 6, countryId: -1 })}&sort=deadline&order=ASC`);
    expect(await screen.findByText('Нет данных', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === LIST)?.json).toMatchObject({
      orderRequestStatuses: 6,
      country: null,
      column: 'deadline',
      sortByAscending: true,
    });
  }, 40_000);

  it('a click on a row opens the request', async () => {
    stubRequestsApi({
      [LIST]: () => ({ orderRequests: page(rows) }),
      'OrderRequest/GetOrderRequestById': () => null,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/requests');
    (await screen.findByText('Алексей Смирнов', {}, T)).click();
    await waitFor(() => expect(shell.location()).toBe('/requests/41'));
  }, 40_000);

  it('a failed list load goes to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubRequestsApi({ [LIST]: () => ({ status: -7, errorMessage: 'Сбой' }) });
    const shell = renderShell('/requests');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
  }, 40_000);

  it('Удалить deletes only the finished requests among the selected ones, after a confirm', async () => {
    const deleted: string[] = [];
    stubRequestsApi({
      [LIST]: () => ({ orderRequests: page(rows) }),
      'OrderRequest/DeleteOrderRequest': (call) => {
        deleted.push(call.url.searchParams.get('orderRequestId') ?? '');
        return true;
      },
    });
    renderShell('/requests');
    const table = await screen.findByRole('table', { name: 'Запросы покупателей' }, T);
    await within(table).findByText('Татьяна Морозова');
    const selectAll = within(table).getAllByRole('checkbox')[0] as HTMLElement;
    fireEvent.click(selectAll);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление запросов' });
    expect(dialog.textContent).toContain('Удалить 2 завершённых запроса?');
    expect(dialog.textContent).toContain('Ещё 1 выбранный запрос не завершён и останется.');
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Запросы удалены', {}, T)).toBeTruthy();
    expect(deleted).toEqual(['41', '40']);
  }, 40_000);
});
