import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { EMPTY_SHIPPING_DETAILS, renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

/** Issue 8.20: phones typed either way, stored as digits, shown alike; files keep their names. */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const T = { timeout: 8000 };
const FILE_URL = '/seller/uploads/0123456789abcdef0123456789abcdef.pdf';
const IMAGE_URL = '/seller/uploads/0123456789abcdef0123456789abcdef.png';

const todayTyped = () => {
  const today = new Date();
  return `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
};

describe('phones and file names on the order pages', () => {
  it('shows digits from the server as +7 (XXX) XXX-XX-XX and procurations by their original names', async () => {
    stubOrdersApi({
      'Order/GetOrderById': () =>
        wholesaleOrder({
          statusId: 5,
          buyer: { ...wholesaleOrder().buyer!, phoneNumber: '79276401285' },
          shippingDetails: {
            ...EMPTY_SHIPPING_DETAILS,
            deliveryMethodId: 1,
            driverFulname: 'Сорокин Павел',
            driverPhone: '79125550102',
            procurationFiles: [FILE_URL],
            fileNames: { [FILE_URL]: 'Доверенность №1.pdf' },
          },
        }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
    });
    renderShell('/orders/61');
    const buyer = await screen.findByRole('region', { name: 'Покупатель' }, T);
    expect(within(buyer).getByText('+7 (927) 640-12-85')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Доставка' });
    expect(within(shipping).getByText('+7 (912) 555-01-02')).toBeTruthy();
    const link = within(shipping).getByRole('link', { name: 'Доверенность №1.pdf' });
    expect(link.getAttribute('href')).toBe(FILE_URL);
  }, 30_000);

  it("the in-transit form accepts '+7 (912) 345-67-89' and sends DriverPhone +79123456789", async () => {
    const calls = stubOrdersApi({
      'Order/GetOrderById': () => wholesaleOrder({ statusId: 4, shipingMethodId: 1, deliveryMethodId: 1 }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
      'Order/OrderInTransit': () => true,
    });
    renderShell('/orders/61');
    fireEvent.click(await screen.findByRole('button', { name: 'В пути' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Заказ в пути' });
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    type(/Марка транспорта/, 'ГАЗель');
    type(/Госномер/, 'А123ВС 96');
    type(/ФИО водителя/, 'Сорокин Павел');
    type(/Телефон водителя/, '+7 (912) 345-67-89');
    fireEvent.change(dialog.querySelector('input[name="PickUpDate"]') as HTMLInputElement, {
      target: { value: todayTyped() },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'В пути' }));
    expect(await screen.findByText('Успешно!', {}, T)).toBeTruthy();
    const form = calls.find((c) => c.path === 'Order/OrderInTransit')?.form;
    expect(form?.get('DriverPhone')).toBe('+79123456789');
  }, 30_000);

  it("retail shipping info accepts '912 345-67-89'; photos are captioned with their names", async () => {
    const base = {
      id: 46,
      number: '1000046',
      retailOrderStatus: 1,
      deliveryMethodId: 1,
      shipingMethodId: 1,
      buyer: { fullName: 'Козлов Дмитрий', phoneNumber: '+7 (916) 203-44-81', email: null },
      products: [{ retailOrderProductsId: 101, productName: 'Эмаль', quantity: 1, price: 10, amount: 10 }],
      shippingInfo: {
        pickupDate: '2026-11-25T09:00:00.000Z',
        driverPhone: '79160000000',
        images: [IMAGE_URL],
        fileNames: { [IMAGE_URL]: 'Фото груза.png' },
      },
    };
    const calls = stubOrdersApi({
      'Order/GetRetailOrderInfo': () => base,
      'RetailOrder/AddInfoForShipping': () => true,
    });
    renderShell('/orders/retail/46');
    expect(await screen.findByText('Фото груза.png', {}, T)).toBeTruthy();
    expect(screen.getByText('+7 (916) 000-00-00')).toBeTruthy();
    expect(screen.getByText('+7 (916) 203-44-81')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Информация об отгрузке' }));
    const dialog = await screen.findByRole('dialog', { name: 'Информация об отгрузке' });
    fireEvent.change(dialog.querySelector('input[name="pickupDate"]') as HTMLInputElement, {
      target: { value: todayTyped() },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Телефон водителя/ }), {
      target: { value: '912 345-67-89' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно!', {}, T)).toBeTruthy();
    const form = calls.find((c) => c.path === 'RetailOrder/AddInfoForShipping')?.form;
    const json = JSON.parse(await (form?.get('json') as Blob).text()) as { driverPhone: string };
    expect(json.driverPhone).toBe('+79123456789');
  }, 30_000);
});
