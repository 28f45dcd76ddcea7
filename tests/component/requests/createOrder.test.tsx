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
const CREATE_ORDER = 'OrderRequest/CreateAnOrder';

const accepted = (extra: Record<string, Handler>) =>
  stubRequestsApi({
    [BY_ID]: () => orderRequest({ statusId: 6, proposal: sentProposal, proposalAmount: 405000 }),
    ...extra,
  });

async function openCreateOrder(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Создать заказ' }, T));
  return screen.findByRole('dialog', { name: 'Создание заказа' });
}

const field = (dialog: HTMLElement, name: string) =>
  dialog.querySelector(`input[name="${name}"], textarea[name="${name}"]`) as HTMLInputElement;

const parts = (form: FormData | null) =>
  [...(form?.entries() ?? [])].map(([name, value]) => [
    name,
    value instanceof File ? `file:${value.name}` : value,
  ]);

describe('Создать заказ of an accepted request', () => {
  it('checks the form, sends the multipart parts and shows the new order and its zip', async () => {
    const calls = accepted({
      [CREATE_ORDER]: () => ({ orderId: 88, zipPath: '/seller/uploads/order-88.zip' }),
    });
    renderShell('/requests/40');
    const dialog = await openCreateOrder();
    expect(field(dialog, 'InvoiceValidDays').value).toBe('5');

    fireEvent.change(field(dialog, 'InvoiceValidDays'), { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заказ' }));
    expect(await within(dialog).findByText('Введите целое число от 1 до 30')).toBeTruthy();
    expect(calls.filter((c) => c.path === CREATE_ORDER)).toHaveLength(0);

    fireEvent.change(field(dialog, 'InvoiceValidDays'), { target: { value: '10' } });
    fireEvent.change(field(dialog, 'OrderDescription'), { target: { value: 'Поставка в два этапа' } });
    const spec = new File(['%PDF-1.4'], 'спецификация.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [spec] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заказ' }));

    const done = await screen.findByRole('alertdialog', { name: 'Заказ создан' }, T);
    const sent = calls.filter((c) => c.path === CREATE_ORDER);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(parts(sent[0]?.form ?? null)).toEqual([
      ['OrderRequestId', '40'],
      ['InvoiceValidDays', '10'],
      ['OrderDescription', 'Поставка в два этапа'],
      ['TechnicalDocumentations', 'file:спецификация.pdf'],
    ]);
    expect(within(done).getByRole('link', { name: 'Открыть заказ № 88' }).getAttribute('href')).toBe(
      '/orders/88',
    );
    expect(within(done).getByRole('link', { name: 'Скачать документацию (ZIP)' }).getAttribute('href')).toBe(
      '/seller/uploads/order-88.zip',
    );
    // the request is read again (it is now 'Заказ создан')
    await waitFor(() => expect(calls.filter((c) => c.path === BY_ID)).toHaveLength(2));
  }, 40_000);

  it('without a description or files only the id and the days are sent; no zip link without a zip', async () => {
    const calls = accepted({ [CREATE_ORDER]: () => ({ orderId: 89, zipPath: null }) });
    renderShell('/requests/40');
    const dialog = await openCreateOrder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заказ' }));
    const done = await screen.findByRole('alertdialog', { name: 'Заказ создан' }, T);
    expect(parts(calls.find((c) => c.path === CREATE_ORDER)?.form ?? null)).toEqual([
      ['OrderRequestId', '40'],
      ['InvoiceValidDays', '5'],
    ]);
    expect(within(done).getByRole('link', { name: 'Открыть заказ № 89' })).toBeTruthy();
    expect(within(done).queryByRole('link', { name: 'Скачать документацию (ZIP)' })).toBeNull();
  }, 40_000);

  it('a reply without orderId: the order is reported without a number or link', async () => {
    accepted({ [CREATE_ORDER]: () => ({ zipPath: null }) });
    renderShell('/requests/40');
    const dialog = await openCreateOrder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заказ' }));
    const done = await screen.findByRole('alertdialog', { name: 'Заказ создан' }, T);
    expect(within(done).getByText('Заказ создан, покупатель получил счёт на оплату.')).toBeTruthy();
    expect(within(done).queryByRole('link')).toBeNull();
    expect(done.textContent).not.toMatch(/undefined|null|NaN|%\{/);
  }, 40_000);

  it('a refusal (-1) stays in the dialog with the server message; the typed values and the file are kept', async () => {
    const refusal = 'Файл «скан.pdf» не подходит: допустимы PDF, JPEG, PNG, WebP';
    const calls = accepted({ [CREATE_ORDER]: () => ({ status: -1, errorMessage: refusal }) });
    const shell = renderShell('/requests/40');
    const dialog = await openCreateOrder();
    fireEvent.change(field(dialog, 'InvoiceValidDays'), { target: { value: '12' } });
    fireEvent.change(field(dialog, 'OrderDescription'), { target: { value: 'Срочно' } });
    const scan = new File(['not a pdf'], 'скан.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [scan] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заказ' }));

    const alert = await within(dialog).findByRole('alert', {}, T);
    expect(alert.textContent).toContain(refusal);
    expect(shell.location()).toBe('/requests/40');
    expect(field(dialog, 'InvoiceValidDays').value).toBe('12');
    expect(field(dialog, 'OrderDescription').value).toBe('Срочно');
    expect(within(dialog).getByText('скан.pdf')).toBeTruthy();
    expect(calls.filter((c) => c.path === CREATE_ORDER)).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('draft:offer-order:request:40') ?? 'null')).toEqual({
      invoiceValidDays: '12',
      orderDescription: 'Срочно',
    });
  }, 40_000);
});
