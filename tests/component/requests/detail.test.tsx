import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderRequest, renderShell, sentProposal, stubRequestsApi, T, type Handler } from './requestsHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const BY_ID = 'OrderRequest/GetOrderRequestById';

const stubRequest = (statusId: number, extra: Record<string, Handler> = {}, overrides = {}) =>
  stubRequestsApi({ [BY_ID]: () => orderRequest({ statusId: statusId as 2, ...overrides }), ...extra });

describe('/requests/{id} (an order request)', () => {
  it('shows the header, the wanted products, the delivery, the buyer and the comment as text', async () => {
    const calls = stubRequest(2);
    renderShell('/requests/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Запрос № 40' }, T)).toBeTruthy();
    const byId = calls.find((c) => c.path === BY_ID);
    expect(byId?.method).toBe('POST');
    expect(byId?.url.searchParams.get('orderRequestId')).toBe('40');

    const chips = screen.getAllByText('Новый запрос').map((chip) => chip.closest('[data-status-kind]'));
    expect(chips.map((chip) => chip?.getAttribute('data-status-kind'))).toEqual(['purple', 'purple']);
    expect(screen.getByText('Ответить до')).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Запрошенные товары' });
    expect(within(products).getByText('Набор отвёрток, 8 предметов')).toBeTruthy();
    expect(within(products).getByText('95 компл.')).toBeTruthy();
    expect(within(products).getByText('3 600,00 руб.')).toBeTruthy();
    expect(within(products).getByText('3 500,00 руб. – 3 845,71 руб.')).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Доставка' });
    expect(within(delivery).getByText('Доставка продавцом')).toBeTruthy();
    expect(within(delivery).getByText('Иваново, ул. Лежневская, д. 120')).toBeTruthy();
    expect(screen.getByText('belov.roman@demo.ru')).toBeTruthy();
    const comment = screen.getByRole('region', { name: 'Комментарий покупателя' });
    expect(comment.textContent).toContain('Нужна отгрузка до конца месяца <b>срочно</b>');
    expect(comment.querySelector('b')).toBeNull();

    expect(screen.getByRole('button', { name: 'Отправить предложение' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отклонить' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  }, 30_000);

  it('a sent proposal and the created order: lines, totals, the order link, the documents and their zip', async () => {
    stubRequest(
      4,
      {},
      {
        proposal: sentProposal,
        orderId: 88,
        orderDescription: 'Поставка в два этапа',
        technicalDocumentations: [{ url: '/seller/uploads/spec-1.pdf', fileName: 'спецификация.pdf' }],
        zipPath: '/seller/uploads/order-88.zip',
      },
    );
    renderShell('/requests/40');
    const proposal = await screen.findByRole('region', { name: 'Ваше предложение' }, T);
    expect(within(proposal).getByText('351 500,00 руб.')).toBeTruthy();
    expect(within(proposal).getByText('405 000,00 руб.')).toBeTruthy();
    expect(within(proposal).getByText('14 дней')).toBeTruthy();
    const order = screen.getByRole('region', { name: 'Заказ по запросу' });
    expect(within(order).getByRole('link', { name: 'Заказ № 88' }).getAttribute('href')).toBe('/orders/88');
    expect(within(order).getByText('Поставка в два этапа')).toBeTruthy();
    expect(within(order).getByRole('link', { name: 'спецификация.pdf' }).getAttribute('href')).toBe(
      '/seller/uploads/spec-1.pdf',
    );
    expect(within(order).getByRole('link', { name: 'Скачать документацию (ZIP)' }).getAttribute('href')).toBe(
      '/seller/uploads/order-88.zip',
    );
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отклонить' })).toBeNull();
  }, 30_000);

  it('Отклонить sends the reason and reads the request again', async () => {
    const calls = stubRequest(
      3,
      { 'OrderRequest/RejectOrderRequest': () => true },
      { proposal: sentProposal },
    );
    renderShell('/requests/40');
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонение запроса' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'OrderRequest/RejectOrderRequest')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина отклонения/ }), {
      target: { value: '  Нет на складе  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Запрос отклонён', {}, T)).toBeTruthy();
    const reject = calls.filter((c) => c.path === 'OrderRequest/RejectOrderRequest');
    expect(reject).toHaveLength(1);
    expect(reject[0]?.json).toEqual({ orderRequestId: 40, rejectReason: 'Нет на складе' });
    await waitFor(() => expect(calls.filter((c) => c.path === BY_ID)).toHaveLength(2));
  }, 30_000);

  it('Удалить asks first, deletes and goes to /requests', async () => {
    const calls = stubRequest(5, {
      'OrderRequest/DeleteOrderRequest': () => true,
      'OrderRequest/GetAllOrderRequests': () => ({
        orderRequests: { results: [], pageCount: 1, rowCount: 0 },
      }),
    });
    const shell = renderShell('/requests/40');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление запроса' });
    expect(calls.filter((c) => c.path === 'OrderRequest/DeleteOrderRequest')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(shell.location()).toBe('/requests'), T);
    const deleted = calls.filter((c) => c.path === 'OrderRequest/DeleteOrderRequest');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.method).toBe('POST');
    expect(deleted[0]?.url.searchParams.get('orderRequestId')).toBe('40');
    expect(await screen.findByText('Запрос удалён', {}, T)).toBeTruthy();
    // the deleted request is not read again
    expect(calls.filter((c) => c.path === BY_ID)).toHaveLength(1);
  }, 30_000);

  it('a refused delete stays in the confirm with the server message', async () => {
    const refusal = 'Действие недоступно для текущего статуса запроса';
    stubRequest(5, { 'OrderRequest/DeleteOrderRequest': () => ({ status: -1, errorMessage: refusal }) });
    const shell = renderShell('/requests/40');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление запроса' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect((await within(dialog).findByRole('alert', {}, T)).textContent).toContain(refusal);
    expect(shell.location()).toBe('/requests/40');
  }, 30_000);

  it('a failed load goes to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubRequestsApi({ [BY_ID]: () => ({ status: -1, errorMessage: 'Запрос не найден' }) });
    const shell = renderShell('/requests/40');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(
      await screen.findByText(
        'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!',
        {},
        T,
      ),
    ).toBeTruthy();
  }, 30_000);
});
