import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubOrdersApi, wholesaleOrder, type Handler } from './ordersHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const T = { timeout: 8000 };
const STALE = 'Действие недоступно для текущего статуса заказа';

const stubOrder = (extra: Record<string, Handler>) =>
  stubOrdersApi({
    'Order/GetOrderById': () => wholesaleOrder({ statusId: 1, isPaid: false }),
    'Common/GetComments': () => [],
    'Order/GetReviewByOrderId': () => null,
    ...extra,
  });

async function openDecline(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }, T));
  return screen.findByRole('dialog', { name: 'Отклонение заказа' });
}

const reasonBox = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Причина отклонения/ });

describe('a refusal of an order action (status -1) inside its modal (issue 8.17)', () => {
  it('shows the server message above the buttons, keeps the typed reason and its draft, stays on the page', async () => {
    let answer: 'refuse' | 'accept' = 'refuse';
    const calls = stubOrder({
      'Order/DeclineOrderById': () => (answer === 'refuse' ? { status: -1, errorMessage: STALE } : true),
    });
    const shell = renderShell('/orders/61');
    const dialog = await openDecline();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Нет товара на складе' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    const alert = await within(dialog).findByRole('alert', {}, T);
    expect(alert.textContent).toContain('Сервер не выполнил действие');
    expect(alert.textContent).toContain(STALE);
    expect(shell.location()).toBe('/orders/61');
    expect(reasonBox(dialog).value).toBe('Нет товара на складе');
    expect(sessionStorage.getItem('draft:orders:cancelation:61')).toBe('"Нет товара на складе"');
    expect(calls.filter((c) => c.path === 'Order/DeclineOrderById')).toHaveLength(1);

    // The seller tries again: the refusal goes away and the action succeeds.
    answer = 'accept';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Заказ отклонён!', {}, T)).toBeTruthy();
    expect(sessionStorage.getItem('draft:orders:cancelation:61')).toBeNull();
  }, 30_000);

  it('a refused file keeps the whole in-transit form and the chosen file', async () => {
    const calls = stubOrder({
      'Order/GetOrderById': () => wholesaleOrder({ statusId: 4, shipingMethodId: 1, deliveryMethodId: 2 }),
      'Order/OrderInTransit': () => ({
        status: -1,
        errorMessage:
          'Файл «доверенность.pdf» не подходит: допустимы PDF, JPEG, PNG, WebP (тип проверяется по содержимому файла)',
      }),
    });
    const shell = renderShell('/orders/61');
    fireEvent.click(await screen.findByRole('button', { name: 'В пути' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Заказ в пути' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Трек-номер/ }), {
      target: { value: 'CDEK-1001' },
    });
    const today = new Date();
    const typed = `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
    fireEvent.change(dialog.querySelector('input[name="PickUpDate"]') as HTMLInputElement, {
      target: { value: typed },
    });
    const file = new File(['not a pdf'], 'доверенность.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'В пути' }));

    const alert = await within(dialog).findByRole('alert', {}, T);
    expect(alert.textContent).toContain(
      'Файл «доверенность.pdf» не подходит: допустимы PDF, JPEG, PNG, WebP (тип проверяется по содержимому файла)',
    );
    expect(shell.location()).toBe('/orders/61');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Трек-номер/ }).value).toBe(
      'CDEK-1001',
    );
    expect(within(dialog).getByText('доверенность.pdf')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'Order/OrderInTransit')).toHaveLength(1);
  }, 30_000);

  it('a refusal without a message still stays in the modal with a general hint', async () => {
    stubOrder({ 'Order/DeclineOrderById': () => ({ status: -1 }) });
    const shell = renderShell('/orders/61');
    const dialog = await openDecline();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Причина' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    const alert = await within(dialog).findByRole('alert', {}, T);
    expect(alert.textContent).toContain('Проверьте введённые данные и попробуйте ещё раз.');
    expect(shell.location()).toBe('/orders/61');
  }, 30_000);

  it('closing the modal forgets the refusal; reopening shows a clean form of the kept draft', async () => {
    stubOrder({ 'Order/DeclineOrderById': () => ({ status: -1, errorMessage: STALE }) });
    renderShell('/orders/61');
    let dialog = await openDecline();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Нет товара' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await within(dialog).findByRole('alert', {}, T);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отклонение заказа' })).toBeNull());
    dialog = await openDecline();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  }, 30_000);

  it('other failures still follow the error catalogue: /error-page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubOrder({ 'Order/DeclineOrderById': () => ({ status: -7, errorMessage: 'Что-то иное' }) });
    const shell = renderShell('/orders/61');
    const dialog = await openDecline();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Причина' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
  }, 30_000);
});

describe('validation messages clear as soon as the value is valid (issue 8.18)', () => {
  it('the decline reason: red after an empty submit, gone once typed, back when emptied', async () => {
    stubOrder({});
    renderShell('/orders/61');
    const dialog = await openDecline();
    expect(within(dialog).queryByText('Обязательное поле')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Н' } });
    await waitFor(() => expect(within(dialog).queryByText('Обязательное поле')).toBeNull());
    expect(reasonBox(dialog).getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(reasonBox(dialog), { target: { value: '' } });
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
  }, 30_000);

  it('the ready-to-send form: each field loses its message when corrected', async () => {
    stubOrder({ 'Order/GetOrderById': () => wholesaleOrder({ statusId: 2 }) });
    renderShell('/orders/61');
    fireEvent.click(await screen.findByRole('button', { name: 'Готов к отправке' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Заказ готов к отправке' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    const days = within(dialog).getByRole('textbox', { name: /Срок готовности/ });
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(days, { target: { value: '0' } });
    expect(await within(dialog).findByText('Введите целое число от 1 до 60')).toBeTruthy();
    fireEvent.change(days, { target: { value: '5' } });
    await waitFor(() => expect(within(dialog).queryByText('Введите целое число от 1 до 60')).toBeNull());
    expect(days.getAttribute('aria-invalid')).toBe('false');
    const street = within(dialog).getByRole('textbox', { name: /Улица/ });
    expect(street.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(street, { target: { value: 'ул. Монтажников' } });
    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('false'));
  }, 30_000);
});
