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
const CREATE = 'OrderRequest/CreateOrderProposal';
const UPDATE = 'OrderRequest/UpdateOrderProposal';

const stubRequest = (overrides: Parameters<typeof orderRequest>[0], extra: Record<string, Handler>) =>
  stubRequestsApi({ [BY_ID]: () => orderRequest(overrides), ...extra });

const input = (dialog: HTMLElement, name: string) =>
  dialog.querySelector(`input[name="${name}"], textarea[name="${name}"]`) as HTMLInputElement;

const type = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(input(dialog, name), { target: { value } });

async function openProposal(button: string, title: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: button }, T));
  return screen.findByRole('dialog', { name: title });
}

describe('the proposal to the buyer', () => {
  it('is prefilled, checked before sending, shows live amounts and sends the exact CreateOrderProposal body', async () => {
    const calls = stubRequest({ statusId: 2 }, { [CREATE]: () => true });
    renderShell('/requests/40');
    const dialog = await openProposal('Отправить предложение', 'Предложение покупателю');

    // the product's top price and the wanted quantities; the second product has no price to offer
    expect(input(dialog, 'lines.0.price').value).toBe('3845,71');
    expect(input(dialog, 'lines.0.quantity').value).toBe('95');
    expect(input(dialog, 'lines.1.price').value).toBe('');
    expect(input(dialog, 'lines.1.quantity').value).toBe('10');
    expect(input(dialog, 'validDays').value).toBe('7');
    expect(within(dialog).getByText('365 342,45 руб.')).toBeTruthy();
    expect(within(dialog).getByText('Выше цены покупателя на 6,8 %')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить предложение' }));
    expect(await within(dialog).findAllByText('Обязательное поле')).toHaveLength(3);
    expect(calls.filter((c) => c.path === CREATE)).toHaveLength(0);

    type(dialog, 'lines.0.price', '3500');
    expect(within(dialog).getByText('Ниже цены покупателя на 2,8 %')).toBeTruthy();
    type(dialog, 'lines.1.price', '5200,5');
    type(dialog, 'lines.1.quantity', '12');
    type(dialog, 'deliveryDays', '14');
    type(dialog, 'deliveryAmount', '1 500');
    expect(within(dialog).getByText('62 406,00 руб.')).toBeTruthy();
    // 95 × 3 500 + 12 × 5 200,50 + 1 500
    expect(within(dialog).getByText('396 406,00 руб.')).toBeTruthy();
    type(dialog, 'lines.0.price', '3500,123');
    expect(
      await within(dialog).findByText(
        'Цена: больше 0 и не более 100 000 000 руб., не более двух знаков после запятой',
      ),
    ).toBeTruthy();
    type(dialog, 'lines.0.price', '3500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить предложение' }));

    expect(await screen.findByText('Предложение отправлено покупателю', {}, T)).toBeTruthy();
    const sent = calls.filter((c) => c.path === CREATE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.json).toEqual({
      orderRequestId: 40,
      validDays: 7,
      deliveryDays: 14,
      deliveryAmount: 1500,
      comment: null,
      lines: [
        { orderRequestProductId: 301, price: 3500, quantity: 95 },
        { orderRequestProductId: 302, price: 5200.5, quantity: 12 },
      ],
    });
    await waitFor(() => expect(calls.filter((c) => c.path === BY_ID)).toHaveLength(2));
    expect(sessionStorage.getItem('draft:order-requests:proposal:40')).toBeNull();
  }, 40_000);

  it('when the buyer collects, the delivery is 0 and cannot be changed', async () => {
    const calls = stubRequest(
      { statusId: 2, shippingMethodId: 2, deliveryAddress: null },
      { [CREATE]: () => true },
    );
    renderShell('/requests/40');
    const dialog = await openProposal('Отправить предложение', 'Предложение покупателю');
    expect(input(dialog, 'deliveryAmount').value).toBe('0');
    expect(input(dialog, 'deliveryAmount').disabled).toBe(true);
    type(dialog, 'lines.1.price', '5200');
    type(dialog, 'deliveryDays', '3');
    type(dialog, 'comment', 'Самовывоз со склада');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить предложение' }));
    await screen.findByText('Предложение отправлено покупателю', {}, T);
    expect(calls.find((c) => c.path === CREATE)?.json).toMatchObject({
      deliveryDays: 3,
      deliveryAmount: 0,
      comment: 'Самовывоз со склада',
    });
  }, 40_000);

  it('Изменить предложение starts from the sent proposal and sends UpdateOrderProposal', async () => {
    const calls = stubRequest(
      { statusId: 3, proposal: sentProposal, proposalAmount: 405000 },
      { [UPDATE]: () => true },
    );
    renderShell('/requests/40');
    const dialog = await openProposal('Изменить предложение', 'Изменение предложения');
    expect(input(dialog, 'lines.0.price').value).toBe('3700');
    expect(input(dialog, 'lines.1.price').value).toBe('5200');
    expect(input(dialog, 'deliveryDays').value).toBe('14');
    expect(input(dialog, 'deliveryAmount').value).toBe('1500');
    type(dialog, 'lines.0.quantity', '100');
    type(dialog, 'validDays', '10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Предложение изменено', {}, T)).toBeTruthy();
    expect(calls.filter((c) => c.path === CREATE)).toHaveLength(0);
    expect(calls.find((c) => c.path === UPDATE)?.json).toEqual({
      orderRequestId: 40,
      validDays: 10,
      deliveryDays: 14,
      deliveryAmount: 1500,
      comment: 'Отгрузка со склада в Иванове',
      lines: [
        { orderRequestProductId: 301, price: 3700, quantity: 100 },
        { orderRequestProductId: 302, price: 5200, quantity: 10 },
      ],
    });
  }, 40_000);

  it('a refusal (-1) is shown inside the dialog; the typed values and their draft stay', async () => {
    const refusal = 'Действие недоступно для текущего статуса запроса';
    const calls = stubRequest({ statusId: 2 }, { [CREATE]: () => ({ status: -1, errorMessage: refusal }) });
    const shell = renderShell('/requests/40');
    const dialog = await openProposal('Отправить предложение', 'Предложение покупателю');
    type(dialog, 'lines.1.price', '5200');
    type(dialog, 'deliveryDays', '21');
    type(dialog, 'deliveryAmount', '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить предложение' }));

    const alert = await within(dialog).findByRole('alert', {}, T);
    expect(alert.textContent).toContain(refusal);
    expect(shell.location()).toBe('/requests/40');
    expect(input(dialog, 'lines.1.price').value).toBe('5200');
    expect(input(dialog, 'deliveryDays').value).toBe('21');
    expect(calls.filter((c) => c.path === CREATE)).toHaveLength(1);
    const draft = JSON.parse(sessionStorage.getItem('draft:order-requests:proposal:40') ?? 'null') as {
      deliveryDays: string;
      lines: { price: string }[];
    } | null;
    expect(draft?.deliveryDays).toBe('21');
    expect(draft?.lines[1]?.price).toBe('5200');
  }, 40_000);

  it('the draft comes back after a reload (a session refresh) of the page', async () => {
    sessionStorage.setItem(
      'draft:order-requests:proposal:40',
      JSON.stringify({
        validDays: '5',
        deliveryDays: '9',
        deliveryAmount: '700',
        comment: 'Черновик',
        lines: [
          { orderRequestProductId: 301, price: '3650', quantity: '95' },
          { orderRequestProductId: 302, price: '5100', quantity: '10' },
        ],
      }),
    );
    stubRequest({ statusId: 2 }, {});
    renderShell('/requests/40');
    const dialog = await openProposal('Отправить предложение', 'Предложение покупателю');
    expect(input(dialog, 'lines.0.price').value).toBe('3650');
    expect(input(dialog, 'deliveryDays').value).toBe('9');
    expect(input(dialog, 'comment').value).toBe('Черновик');
  }, 40_000);
});
