import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Coupon } from '../../../contract';
import { renderShell, stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

/** /marketing/coupons through the whole stack: page -> dataProvider -> src/api -> fetch. */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 41,
  code: 'WELCOME-10',
  discountType: 1,
  discountValue: 10,
  minOrderAmount: 0,
  validFrom: '2026-03-01',
  validTo: '2099-04-30',
  usageLimit: null,
  usageCount: 37,
  marketType: 1,
  productIds: [],
  categoryIds: [],
  isActive: true,
  status: 'active',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const rows = [
  coupon(),
  coupon({
    id: 40,
    code: 'TOOLS-500',
    discountType: 2,
    discountValue: 500,
    minOrderAmount: 3000,
    usageLimit: 200,
    usageCount: 12,
  }),
  coupon({
    id: 39,
    code: 'AUTUMN-20',
    discountValue: 20,
    validFrom: '2025-09-01',
    validTo: '2025-10-31',
    status: 'expired',
  }),
];

const page = (results: Coupon[], rowCount = results.length, pageCount = 1) => ({
  results,
  rowCount,
  pageCount,
});

const lookups = {
  'Product/GetProducts': () => [
    {
      id: 101,
      productName: 'Дрель ударная',
      productTypeId: 1,
      image: null,
      vendoreCode: null,
      isActive: true,
      isDraft: false,
      isBlocked: false,
    },
    {
      id: 102,
      productName: 'Станок оптом',
      productTypeId: 2,
      image: null,
      vendoreCode: null,
      isActive: true,
      isDraft: false,
      isBlocked: false,
    },
  ],
  'Product/GetCategoriesByGroupId': () => [{ id: 5, name: 'Инструменты', parentId: null, hasChildren: true }],
};

const bodiesOf = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.json);

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`[role="dialog"] input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

// The first render loads the lazy shell and page: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('/marketing/coupons', () => {
  it('sends the exact list body and shows the discount, minimum, period, usage and status', async () => {
    const calls = stubApi({ 'Marketing/GetCoupones': () => page(rows, 14, 2) });
    renderShell('/marketing/coupons');
    const table = await screen.findByRole('table', {}, { timeout: 25_000 });
    expect(await within(table).findByText('WELCOME-10')).toBeTruthy();
    expect(bodiesOf(calls, 'Marketing/GetCoupones')[0]).toEqual({
      sellerId: 7,
      status: null,
      code: null,
      marketType: null,
      pagination: { page: 1, pageSize: 10 },
    });
    const row = (code: string) => within(table).getByText(code).closest('tr')!;
    expect(within(row('WELCOME-10')).getByText('10 %')).toBeTruthy();
    expect(within(row('WELCOME-10')).getByText('37')).toBeTruthy();
    expect(within(row('WELCOME-10')).getByText('01.03.2026 – 30.04.2099')).toBeTruthy();
    expect(within(row('TOOLS-500')).getByText('500,00 руб.')).toBeTruthy();
    expect(within(row('TOOLS-500')).getByText('3 000,00 руб.')).toBeTruthy();
    expect(within(row('TOOLS-500')).getByText('12 из 200')).toBeTruthy();
    expect(within(row('AUTUMN-20')).getByText('Истёк').closest('[data-status-kind]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Купоны' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Страница 2' })).toBeTruthy();
  });

  it('the URL filters are sent as status, upper-cased code and market', async () => {
    const calls = stubApi({ 'Marketing/GetCoupones': () => page([]) });
    const filter = encodeURIComponent(JSON.stringify({ status: 'expired', code: 'autumn', marketType: 2 }));
    renderShell(`/marketing/coupons?filter=${filter}`);
    expect(await screen.findByText('Купонов не найдено', {}, { timeout: 25_000 })).toBeTruthy();
    expect(bodiesOf(calls, 'Marketing/GetCoupones')[0]).toEqual({
      sellerId: 7,
      status: 'expired',
      code: 'AUTUMN',
      marketType: 2,
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('creates a coupon: rules checked before sending, then the exact CreateCoupone body', async () => {
    const calls = stubApi({
      ...lookups,
      'Marketing/GetCoupones': () => page(rows),
      'Marketing/CreateCoupone': (call) => coupon({ ...(call.json as Partial<Coupon>), id: 42 }),
    });
    renderShell('/marketing/coupons?coupon=new');
    const dialog = await screen.findByRole('dialog', { name: 'Новый купон' }, { timeout: 25_000 });
    type('code', 'ab');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Код купона: от 4 до 20 символов A–Z, 0–9 и «-»')).toBeTruthy();
    expect(within(dialog).getByText('Скидка в процентах: от 1 до 99')).toBeTruthy();
    expect(bodiesOf(calls, 'Marketing/CreateCoupone')).toHaveLength(0);

    type('code', ' spring-26 ');
    type('discountValue', '15');
    type('minOrderAmount', '1 500,50');
    type('usageLimit', '100');
    type('validFrom', '01.01.2099');
    type('validTo', '31.01.2099');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodiesOf(calls, 'Marketing/CreateCoupone')).toHaveLength(1));
    expect(bodiesOf(calls, 'Marketing/CreateCoupone')[0]).toEqual({
      code: 'SPRING-26',
      discountType: 1,
      discountValue: 15,
      minOrderAmount: 1500.5,
      validFrom: '2099-01-01',
      validTo: '2099-01-31',
      usageLimit: 100,
      marketType: 1,
      productIds: [],
      categoryIds: [],
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый купон' })).toBeNull());
    expect(sessionStorage.getItem('draft:coupon:new')).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps what was typed (and its draft)", async () => {
    stubApi({
      ...lookups,
      'Marketing/GetCoupones': () => page(rows),
      'Marketing/CreateCoupone': () => ({ status: -1, errorMessage: 'Купон с кодом «WELCOME-10» уже есть' }),
    });
    renderShell('/marketing/coupons?coupon=new');
    const dialog = await screen.findByRole('dialog', { name: 'Новый купон' }, { timeout: 25_000 });
    type('code', 'welcome-10');
    type('discountValue', '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Купон с кодом «WELCOME-10» уже есть',
    );
    expect(field('code').value).toBe('welcome-10');
    expect(field('discountValue').value).toBe('5');
    expect(JSON.parse(sessionStorage.getItem('draft:coupon:new') ?? '{}')).toMatchObject({
      code: 'welcome-10',
    });
    expect(
      screen.queryByText('Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!'),
    ).toBeNull();
  });

  it('a typed new coupon comes back from its draft after a reload', async () => {
    sessionStorage.setItem('draft:coupon:new', JSON.stringify({ code: 'DRAFT-1', discountValue: '7' }));
    stubApi({ ...lookups, 'Marketing/GetCoupones': () => page(rows) });
    renderShell('/marketing/coupons?coupon=new');
    await screen.findByRole('dialog', { name: 'Новый купон' }, { timeout: 25_000 });
    expect(field('code').value).toBe('DRAFT-1');
    expect(field('discountValue').value).toBe('7');
  });

  it('editing an expired coupon: -2 asks to extend it, then resends with reactivate: true', async () => {
    let updates = 0;
    const calls = stubApi({
      ...lookups,
      'Marketing/GetCoupones': () => page(rows),
      'Marketing/UpdateCoupones': (call) => {
        updates += 1;
        return updates === 1
          ? { status: -2, errorMessage: 'Купон истёк. Продлить его срок действия?' }
          : coupon({ ...(call.json as Partial<Coupon>), status: 'active' });
      },
    });
    renderShell('/marketing/coupons?coupon=39');
    const dialog = await screen.findByRole('dialog', { name: 'Купон «AUTUMN-20»' }, { timeout: 25_000 });
    type('validTo', '31.12.2099');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const ask = await screen.findByRole('dialog', { name: 'Купон истёк. Продлить его срок действия?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Продлить' }));
    await waitFor(() => expect(bodiesOf(calls, 'Marketing/UpdateCoupones')).toHaveLength(2));
    const [first, second] = bodiesOf(calls, 'Marketing/UpdateCoupones');
    const expected = {
      id: 39,
      code: 'AUTUMN-20',
      discountType: 1,
      discountValue: 20,
      minOrderAmount: 0,
      validFrom: '2025-09-01',
      validTo: '2099-12-31',
      usageLimit: null,
      marketType: 1,
      productIds: [],
      categoryIds: [],
      isActive: true,
    };
    expect(first).toEqual(expected);
    expect(second).toEqual({ ...expected, reactivate: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Купон «AUTUMN-20»' })).toBeNull());
  });

  it('deletes a coupon after a confirm: DeleteCoupone?couponeId=', async () => {
    const calls = stubApi({
      'Marketing/GetCoupones': () => page(rows),
      'Marketing/DeleteCoupone': () => true,
    });
    renderShell('/marketing/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить TOOLS-500' }, { timeout: 25_000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить купон «TOOLS-500»?' });
    expect(calls.filter((c) => c.path === 'Marketing/DeleteCoupone')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'Marketing/DeleteCoupone')).toHaveLength(1));
    const call = calls.find((c) => c.path === 'Marketing/DeleteCoupone')!;
    expect(call.method).toBe('POST');
    expect(call.url.searchParams.get('couponeId')).toBe('40');
  });

  it("bulk 'Отключить' sends each selected coupon unchanged but switched off", async () => {
    const calls = stubApi({
      'Marketing/GetCoupones': () => page(rows),
      'Marketing/UpdateCoupones': (call) => coupon({ ...(call.json as Partial<Coupon>), status: 'disabled' }),
    });
    renderShell('/marketing/coupons');
    const table = await screen.findByRole('table', {}, { timeout: 25_000 });
    await within(table).findByText('TOOLS-500');
    const checkbox = (code: string) =>
      within(within(table).getByText(code).closest('tr')!).getByRole('checkbox');
    fireEvent.click(checkbox('TOOLS-500'));
    fireEvent.click(await screen.findByRole('button', { name: 'Отключить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отключить выбранные купоны (1)?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(bodiesOf(calls, 'Marketing/UpdateCoupones')).toHaveLength(1));
    expect(bodiesOf(calls, 'Marketing/UpdateCoupones')[0]).toEqual({
      id: 40,
      code: 'TOOLS-500',
      discountType: 2,
      discountValue: 500,
      minOrderAmount: 3000,
      validFrom: '2026-03-01',
      validTo: '2099-04-30',
      usageLimit: 200,
      marketType: 1,
      productIds: [],
      categoryIds: [],
      isActive: false,
    });
  });
});
