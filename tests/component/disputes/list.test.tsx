import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '../../../src/components/format';
import { dispute, LIST, page, renderShell, stubOrdersApi, T } from './disputesHarness';
import { stubPhoneMedia } from '../phoneMedia';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodies = (calls: { path: string; json: unknown }[]) =>
  calls.filter((call) => call.path === LIST).map((call) => call.json);

const retailRows = [
  dispute(),
  dispute({
    id: 14,
    orderId: 288,
    orderNumber: '100288',
    buyerName: 'ООО «ХозТорг»',
    reasonId: 1,
    statusId: 2,
    orderAmount: 54566.96,
  }),
  dispute({ id: 9, orderId: 250, orderNumber: '100250', buyerName: 'Алексей Смирнов', statusId: 4 }),
];

describe('/disputes/retails and /disputes/wholesales', () => {
  it('retail: sends the exact body and shows each dispute with its order, buyer, reason, status, dates, amount', async () => {
    const calls = stubOrdersApi({ [LIST]: () => page(retailRows, 3, 1) });
    renderShell('/disputes/retails');
    const table = await screen.findByRole('table', { name: 'Споры и возвраты' }, T);
    expect(await within(table).findByText('Татьяна Морозова')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Розничные споры и возвраты' })).toBeTruthy();
    expect(bodies(calls)[0]).toEqual({
      sellerId: 7,
      isRetail: true,
      statusId: null,
      orderNumber: null,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 12 },
    });
    expect(calls.find((call) => call.path === LIST)?.method).toBe('POST');

    const row = within(table).getByText('№ 15').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '№ 100301' }).getAttribute('href')).toBe(
      '/orders/retail/301',
    );
    expect(within(row).getByText('Брак или повреждение')).toBeTruthy();
    const chip = within(row).getByText('Открыт: ждёт ответа продавца').closest('[data-status-kind]');
    expect(chip?.getAttribute('data-status-kind')).toBe('danger');
    expect(within(row).getByText(formatDate('2026-03-10T09:00:00.000Z'))).toBeTruthy();
    expect(within(row).getByText(formatDate('2026-03-13T09:00:00.000Z'))).toBeTruthy();
    expect(within(row).getByText('1 200,00 руб.')).toBeTruthy();
    // status 1 offers both actions, arbitration only the return, a closed dispute none
    expect(within(row).getByRole('button', { name: 'Отклонить претензию' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Принять возврат' })).toBeTruthy();
    const arbitration = within(table).getByText('№ 14').closest('tr') as HTMLElement;
    expect(within(arbitration).getByText('Арбитраж')).toBeTruthy();
    expect(within(arbitration).queryByRole('button', { name: 'Отклонить претензию' })).toBeNull();
    expect(within(arbitration).getByRole('button', { name: 'Принять возврат' })).toBeTruthy();
    expect(within(arbitration).getByText('54 566,96 руб.')).toBeTruthy();
    const closed = within(table).getByText('№ 9').closest('tr') as HTMLElement;
    expect(within(closed).getByText('Закрыт в пользу продавца')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: 'Принять возврат' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeTruthy();
  }, 30_000);

  it('wholesale: sends isRetail false and links the wholesale order', async () => {
    const calls = stubOrdersApi({
      [LIST]: () =>
        page([dispute({ id: 21, isRetail: false, orderId: 61, orderNumber: '61', orderStatusId: 6 })]),
    });
    renderShell('/disputes/wholesales');
    const link = await screen.findByRole('link', { name: '№ 61' }, T);
    expect(link.getAttribute('href')).toBe('/orders/61');
    expect(screen.getByRole('heading', { level: 1, name: 'Оптовые споры и возвраты' })).toBeTruthy();
    expect(bodies(calls)[0]).toEqual({
      sellerId: 7,
      isRetail: false,
      statusId: null,
      orderNumber: null,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 12 },
    });
  }, 30_000);

  it('the filters of the URL travel in the body', async () => {
    const calls = stubOrdersApi({ [LIST]: () => page([]) });
    const filter = { statusId: 2, orderNumber: '61', dateFrom: '2026-03-01', dateTo: '2026-03-31' };
    renderShell(`/disputes/wholesales?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(await screen.findByText('Нет данных', {}, T)).toBeTruthy();
    expect(bodies(calls)[0]).toEqual({
      sellerId: 7,
      isRetail: false,
      statusId: 2,
      orderNumber: '61',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      pagination: { page: 1, pageSize: 12 },
    });
  }, 30_000);

  it('an order number of more than 7 digits shows its message and is not sent', async () => {
    const calls = stubOrdersApi({ [LIST]: () => page([]) });
    renderShell(
      `/disputes/retails?filter=${encodeURIComponent(JSON.stringify({ orderNumber: '12345678' }))}`,
    );
    expect(await screen.findByText('Номер заказа: только цифры, не более 7', {}, T)).toBeTruthy();
    expect(bodies(calls)).toEqual([]);
  }, 30_000);

  it('an empty page shows "Нет данных"', async () => {
    stubOrdersApi({ [LIST]: () => page([]) });
    renderShell('/disputes/retails');
    expect(await screen.findByText('Нет данных', {}, T)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Принять возврат' })).toBeNull();
  }, 30_000);

  it('the switch opens the other market with its own list', async () => {
    const calls = stubOrdersApi({
      [LIST]: (call) =>
        (call.json as { isRetail: boolean }).isRetail
          ? page([dispute()])
          : page([
              dispute({ id: 21, isRetail: false, orderId: 61, orderNumber: '61', buyerName: 'ИП Белов' }),
            ]),
    });
    const shell = renderShell('/disputes/retails');
    await screen.findByText('Татьяна Морозова', {}, T);
    const tabs = screen.getByRole('tablist', { name: 'Споры по заказам' });
    expect(within(tabs).getByRole('tab', { name: 'Розничные' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Оптовые' }));
    await waitFor(() => expect(shell.location()).toBe('/disputes/wholesales'));
    expect(await screen.findByText('ИП Белов', {}, T)).toBeTruthy();
    expect(bodies(calls).map((body) => (body as { isRetail: boolean }).isRetail)).toEqual([true, false]);
  }, 30_000);

  it('a failed list load goes to /error-page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubOrdersApi({ [LIST]: () => ({ status: -1, errorMessage: 'Ошибка' }) });
    const shell = renderShell('/disputes/retails');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
  }, 30_000);

  it('Экспорт downloads every dispute of the filter as an Excel-ready CSV (UTF-8 BOM, ";")', async () => {
    const calls = stubOrdersApi({
      [LIST]: (call) => {
        const body = call.json as { pagination: { page: number; pageSize: number } };
        if (body.pagination.pageSize === 12) return page(retailRows, 3, 1);
        return body.pagination.page === 1
          ? page(retailRows.slice(0, 2), 3, 2)
          : page(retailRows.slice(2), 3, 2);
      },
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:disputes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderShell(`/disputes/retails?filter=${encodeURIComponent(JSON.stringify({ statusId: 1 }))}`);
    await screen.findByText('Татьяна Морозова', {}, T);
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const exported = bodies(calls)
      .map(
        (body) =>
          body as { isRetail: boolean; statusId: number; pagination: { page: number; pageSize: number } },
      )
      .filter((body) => body.pagination.pageSize === 100);
    expect(exported.map((body) => [body.pagination.page, body.isRetail, body.statusId])).toEqual([
      [1, true, 1],
      [2, true, 1],
    ]);
    expect(clicked[0]).toMatch(/^roznichnye-spory-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      '"№ спора";"Заказ";"Покупатель";"Причина";"Статус";"Открыт";"Ответить до";"Сумма заказа";"Претензия покупателя";"Ответ продавца";"Решение";"Закрыт";"Сообщений"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(
      '"15";"100301";"Татьяна Морозова";"Брак или повреждение";"Открыт: ждёт ответа продавца";',
    );
    expect(lines[1]).toContain('"1200,00";"Чайник пришёл с трещиной на корпусе.";"";"";"";"0"');
    // the answer deadline is only for a dispute that waits for the seller
    expect(lines[2]).toContain('"Арбитраж";');
    expect(lines[2]).toMatch(/"Арбитраж";"[^"]+";"";"54566,96";/);
  }, 30_000);

  it('below 768 px the disputes are cards with their buttons', async () => {
    stubPhoneMedia();
    stubOrdersApi({ [LIST]: () => page(retailRows) });
    renderShell('/disputes/retails');
    const card = (await screen.findByText('Татьяна Морозова', {}, T)).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('№ 15')).toBeTruthy();
    expect(within(card).getByText('Брак или повреждение · № 100301')).toBeTruthy();
    expect(within(card).getByText('1 200,00 руб.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Подробнее о споре № 15' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Отклонить претензию' })).toBeTruthy();
  }, 30_000);
});
