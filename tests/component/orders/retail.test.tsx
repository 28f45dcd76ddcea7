import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RetailOrder, RetailOrderListItem } from '../../../contract';
import { page as reloadPage } from '../../../src/resources/retail-orders/reload';
import { listItem, page, renderShell, stubOrdersApi } from './ordersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };

const retailRow = (overrides: Partial<RetailOrderListItem> = {}): RetailOrderListItem => ({
  id: 46,
  number: '1000046',
  creationDate: '2026-11-25T17:49:00.000Z',
  buyerName: 'Дмитрий Козлов',
  productName: 'Эмаль ПФ-115 синяя 2,7 кг',
  productsCount: 3,
  amount: 13319.47,
  retailOrderStatus: 1,
  deliveryMethodId: 1,
  shipingMethodId: 1,
  ...overrides,
});

const retailOrder = (overrides: Partial<RetailOrder> = {}): RetailOrder => ({
  ...retailRow(),
  buyer: {
    id: 41,
    fullName: 'Козлов Дмитрий Александрович',
    phoneNumber: '+7 (916) 203-44-81',
    email: 'buyer@demo.ru',
  },
  deliveryAddress: 'Екатеринбург, ул. Малышева, 5',
  products: [
    {
      retailOrderProductsId: 101,
      productId: 1,
      productName: 'Эмаль ПФ-115 синяя 2,7 кг',
      quantity: 4,
      price: 1661.59,
      amount: 6646.36,
      image: null,
    },
    {
      retailOrderProductsId: 102,
      productId: 2,
      productName: 'Кисть флейцевая 75 мм',
      quantity: 1,
      price: 4671.24,
      amount: 4671.24,
      image: 'javascript:alert(1)',
    },
  ],
  shippingInfo: null,
  cdekOfficeAddress: null,
  imIds: [],
  readinessDeadline: null,
  shippingDeadline: null,
  deliveryDeadline: null,
  history: [{ retailOrderStatus: 1, date: '2026-11-25T17:49:00.000Z' }],
  ...overrides,
});

describe('/main-retail-orders', () => {
  it('without specific filters uses GetGeneralRetailOrdersAndFilter and shows coloured chips', async () => {
    const calls = stubOrdersApi({
      'RetailOrder/GetGeneralRetailOrdersAndFilter': () =>
        page([
          retailRow(),
          retailRow({ id: 32, number: '1000032', retailOrderStatus: 2, buyerName: 'Сергей Попов' }),
        ]),
    });
    renderShell('/main-retail-orders');
    const table = await screen.findByRole('table', {}, T);
    expect(await within(table).findByText('Дмитрий Козлов')).toBeTruthy();
    expect(
      within(table).getByText('Не отправлен').closest('[data-status-kind]')?.getAttribute('data-status-kind'),
    ).toBe('danger');
    expect(
      within(table)
        .getByText('Готов к отгрузке')
        .closest('[data-status-kind]')
        ?.getAttribute('data-status-kind'),
    ).toBe('success');
    expect(calls.find((c) => c.path === 'RetailOrder/GetGeneralRetailOrdersAndFilter')?.json).toEqual({
      sellerId: 7,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 12 },
      searchValue: null,
      column: 'creationDate',
      sortByAscending: false,
    });
  });

  it('a column header sorts on the server (column and sortByAscending)', async () => {
    const calls = stubOrdersApi({ 'RetailOrder/GetGeneralRetailOrdersAndFilter': () => page([retailRow()]) });
    renderShell('/main-retail-orders');
    expect(await screen.findByText('Дмитрий Козлов', {}, T)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Сумма/ }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === 'RetailOrder/GetGeneralRetailOrdersAndFilter').at(-1)?.json,
      ).toMatchObject({
        column: 'amount',
      }),
    );
  });

  it('statuses from the URL use GetRetailOrdersAndFilter with every key', async () => {
    const calls = stubOrdersApi({ 'RetailOrder/GetRetailOrdersAndFilter': () => page([retailRow()]) });
    renderShell(
      `/main-retail-orders?filter=${encodeURIComponent(JSON.stringify({ statuses: [1, 7], number: '1000046' }))}`,
    );
    expect(await screen.findByText('Дмитрий Козлов', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === 'RetailOrder/GetRetailOrdersAndFilter')?.json).toEqual({
      retailOrderId: null,
      retailOrderStatuses: [1, 7],
      startDate: null,
      endDate: null,
      pagination: { page: 1, pageSize: 12 },
      productName: null,
      number: '1000046',
      sellerId: 7,
      column: 'creationDate',
      sortByAscending: false,
    });
  });

  it('an order number with letters or over 7 digits shows the message and is not sent', async () => {
    const calls = stubOrdersApi({
      'RetailOrder/GetGeneralRetailOrdersAndFilter': () => page([retailRow()]),
      'RetailOrder/GetRetailOrdersAndFilter': () => page([]),
    });
    renderShell('/main-retail-orders');
    const input = await screen.findByRole('textbox', { name: 'Номер заказа' }, T);
    fireEvent.change(input, { target: { value: '12a' } });
    expect(await screen.findByText('Номер заказа: только цифры, не более 7')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls.some((c) => c.path === 'RetailOrder/GetRetailOrdersAndFilter')).toBe(false);
    expect(calls.every((c) => JSON.stringify(c.json ?? {}).includes('12a') === false)).toBe(true);
  });
});

describe('/orders/retail/{id}', () => {
  it('a non-numeric order id reloads the page (spec section 5)', async () => {
    const reload = vi.spyOn(reloadPage, 'reload').mockImplementation(() => undefined);
    stubOrdersApi({});
    renderShell('/orders/retail/abc');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), T);
  });

  it('reads GET Order/GetRetailOrderInfo, drops unsafe image URLs and offers the allowed actions', async () => {
    const calls = stubOrdersApi({ 'Order/GetRetailOrderInfo': () => retailOrder() });
    renderShell('/orders/all/retail/46');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 1000046' }, T)).toBeTruthy();
    const read = calls.find((c) => c.path === 'Order/GetRetailOrderInfo');
    expect(read?.method).toBe('GET');
    expect(read?.url.search).toBe('?orderId=46');
    for (const name of [
      'Готов к отгрузке',
      'Информация об отгрузке',
      'Отменить заказ',
      'Написать покупателю',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Доставлен' })).toBeNull();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it('"in transit" with CDEK asks the office and ImIds and sends ChangeRetailOrderStatus', async () => {
    const calls = stubOrdersApi({
      'Order/GetRetailOrderInfo': () => retailOrder({ retailOrderStatus: 2, deliveryMethodId: 2 }),
      'RetailOrder/ChangeRetailOrderStatus': () => true,
    });
    renderShell('/orders/retail/46');
    fireEvent.click(await screen.findByRole('button', { name: 'В пути' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение статуса' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByText('Укажите хотя бы один номер отправления СДЭК')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Адрес пункта СДЭК/ }), {
      target: { value: 'Екатеринбург, ул. Ленина, 1' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Номера отправлений СДЭК/ }), {
      target: { value: '1001, 1002' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Успешно!', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === 'RetailOrder/ChangeRetailOrderStatus')?.json).toEqual({
      retailOrderId: 46,
      retailOrderStatus: 3,
      cdekOfficeAddress: 'Екатеринбург, ул. Ленина, 1',
      ImIds: ['1001', '1002'],
    });
  });

  it('shipping info sends the json part and hides the driver phone for delivery method 3', async () => {
    const calls = stubOrdersApi({
      'Order/GetRetailOrderInfo': () => retailOrder({ retailOrderStatus: 1, deliveryMethodId: 3 }),
      'RetailOrder/AddInfoForShipping': () => true,
    });
    renderShell('/orders/retail/46');
    fireEvent.click(await screen.findByRole('button', { name: 'Информация об отгрузке' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Информация об отгрузке' });
    expect(within(dialog).queryByRole('textbox', { name: /Телефон водителя/ })).toBeNull();
    // Today in Moscow (the form's today, whatever the zone of the machine running the test).
    const today = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const typed = `${String(today.getUTCDate()).padStart(2, '0')}.${String(today.getUTCMonth() + 1).padStart(2, '0')}.${today.getUTCFullYear()}`;
    fireEvent.change(dialog.querySelector('input[name="pickupDate"]') as HTMLInputElement, {
      target: { value: typed },
    });
    const file = new File(['jpg'], 'груз.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.querySelector('input[type="file"][name="File"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно!', {}, T)).toBeTruthy();
    const form = calls.find((c) => c.path === 'RetailOrder/AddInfoForShipping')?.form;
    expect(form).toBeTruthy();
    const json = JSON.parse(await (form?.get('json') as Blob).text()) as Record<string, unknown>;
    // 12:00 MSK of the picked day.
    const noon = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9));
    expect(json).toEqual({
      pickupDate: noon.toISOString(),
      retailOrderProductsId: [101, 102],
      shippingMethodId: 1,
      orderId: 46,
      deliveryMethodId: 3,
    });
    expect((form?.getAll('File') as File[]).map((f) => f.name)).toEqual(['груз.jpg']);
  });
});

describe('/accept-order', () => {
  it('lists paid wholesale orders (status 2) and new retail orders (1, 7) with quick actions', async () => {
    const calls = stubOrdersApi({
      'Order/GetAllOrdersByFilter': () => page([listItem({ id: 61, statusId: 2 })]),
      'RetailOrder/GetRetailOrdersAndFilter': () => page([retailRow()]),
      'RetailOrder/ChangeRetailOrderStatus': () => true,
    });
    renderShell('/accept-order');
    expect(await screen.findByText('ИП Белов Роман Игоревич', {}, T)).toBeTruthy();
    expect(screen.getByText('Дмитрий Козлов')).toBeTruthy();
    expect(
      (calls.find((c) => c.path === 'Order/GetAllOrdersByFilter')?.json as Record<string, unknown>).statusId,
    ).toBe(2);
    expect(
      (calls.find((c) => c.path === 'RetailOrder/GetRetailOrdersAndFilter')?.json as Record<string, unknown>)
        .retailOrderStatuses,
    ).toEqual([1, 7]);
    fireEvent.click(screen.getByRole('button', { name: 'Готов к отгрузке' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение статуса' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Успешно!', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === 'RetailOrder/ChangeRetailOrderStatus')?.json).toEqual({
      retailOrderId: 46,
      retailOrderStatus: 2,
      cdekOfficeAddress: null,
      ImIds: null,
    });
  });
});

describe('retail cancel (issue 8.19)', () => {
  it("says 'Отменить заказ' / 'Не отменять', requires a reason and sends it as declinePurpose", async () => {
    let status: 1 | 6 = 1;
    const calls = stubOrdersApi({
      'Order/GetRetailOrderInfo': () =>
        retailOrder({
          retailOrderStatus: status,
          declinePurpose: status === 6 ? 'Товар закончился на складе' : null,
        }),
      'RetailOrder/ChangeRetailOrderStatus': () => {
        status = 6;
        return true;
      },
    });
    renderShell('/orders/retail/46');
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Не отменять', 'Отменить заказ']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
    expect(calls.some((c) => c.path === 'RetailOrder/ChangeRetailOrderStatus')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина отмены/ }), {
      target: { value: '  Товар закончился на складе ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Успешно!', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === 'RetailOrder/ChangeRetailOrderStatus')?.json).toEqual({
      retailOrderId: 46,
      retailOrderStatus: 6,
      cdekOfficeAddress: null,
      ImIds: null,
      declinePurpose: 'Товар закончился на складе',
    });
    expect(await screen.findByText('Товар закончился на складе', {}, T)).toBeTruthy();
  }, 30_000);

  it("'Не отменять' closes the dialog and changes nothing", async () => {
    const calls = stubOrdersApi({ 'Order/GetRetailOrderInfo': () => retailOrder() });
    renderShell('/orders/retail/46');
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отмена заказа' })).toBeNull());
    expect(calls.some((c) => c.path === 'RetailOrder/ChangeRetailOrderStatus')).toBe(false);
  }, 30_000);
});
