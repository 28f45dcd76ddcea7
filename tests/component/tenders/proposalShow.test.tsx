import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ERROR_TEXT,
  page,
  renderShell,
  stubTendersApi,
  T,
  tenderProposal,
  tenderRow,
  type ApiCall,
  type Handler,
} from './tendersHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REASON = 'Склад не успевает к сроку';

const stubProposal = (extra: Record<string, Handler> = {}) =>
  stubTendersApi({
    'Tender/GetTenderProposalById': () => tenderProposal(),
    'Tender/GetTenderProposalsByFilter': () => page([]),
    ...extra,
  });

const reads = (calls: ApiCall[]) => calls.filter((c) => c.path === 'Tender/GetTenderProposalById');
const heading = () => screen.findByRole('heading', { level: 1, name: 'Предложение № 501' }, T);
const reasonBox = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Причина отзыва/ });

describe('/tenders-proposal/{proposalId}', () => {
  it('shows the offer, its tender with the countdown, the comparison and the actions of its status', async () => {
    const calls = stubProposal();
    renderShell('/tenders-proposal/501');
    await heading();
    expect(reads(calls)[0]?.url.searchParams.get('id')).toBe('501');
    const offer = screen.getByRole('region', { name: 'Ваше предложение' });
    expect(within(offer).getByText('Кабель ВВГнг-LS 3×2,5')).toBeTruthy();
    expect(within(offer).getByText('500 м')).toBeTruthy();
    expect(within(offer).getByText('14 дней')).toBeTruthy();
    expect(within(offer).getByText('555 000,00 руб.')).toBeTruthy();
    const tender = screen.getByRole('region', { name: 'Тендер' });
    expect(within(tender).getByText('Кабель ВВГнг 3×2,5 для склада')).toBeTruthy();
    expect(within(tender).getByText('осталось 2 дня 5 ч')).toBeTruthy();
    expect(within(tender).getByRole('link', { name: 'Открыть тендер' }).getAttribute('href')).toBe(
      '/tenders/31',
    );
    const comparison = screen.getByRole('region', { name: 'Сравнение с условиями тендера' });
    expect(within(comparison).getByText('+55 000,00 руб. (+11 %)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отозвать предложение' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
  });

  it("'Отозвать предложение': the reason is required, the body carries the tender and the reason, the record reloads", async () => {
    let declined = false;
    const calls = stubProposal({
      'Tender/GetTenderProposalById': () =>
        declined ? tenderProposal({ statusId: 4, declinePurpose: REASON }) : tenderProposal(),
      'Tender/DeclineTenderProposal': () => {
        declined = true;
        return true;
      },
    });
    renderShell('/tenders-proposal/501');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Отозвать предложение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв предложения' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отозвать предложение' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
    expect(calls.some((c) => c.path === 'Tender/DeclineTenderProposal')).toBe(false);

    fireEvent.change(reasonBox(dialog), { target: { value: `  ${REASON} ` } });
    const before = reads(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отозвать предложение' }));
    expect(await screen.findByText('Предложение отозвано', {}, T)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'Tender/DeclineTenderProposal').map((c) => c.json)).toEqual([
      { tenderId: 31, declinePurpose: REASON },
    ]);
    await waitFor(() => expect(reads(calls).length).toBeGreaterThan(before));
    expect(await screen.findByText('Отозвано продавцом')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отзыв предложения' })).toBeNull());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      `Причина отзыва: ${REASON}`,
    );
    expect(screen.queryByRole('button', { name: 'Отозвать предложение' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
    expect(sessionStorage.getItem('draft:tender-proposals:decline:501')).toBeNull();
  });

  it('a refused withdrawal (-1) is shown inside the dialog with the typed reason kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubProposal({
      'Tender/DeclineTenderProposal': () => ({
        status: -1,
        errorMessage: 'Действие недоступно для текущего статуса предложения',
      }),
    });
    const shell = renderShell('/tenders-proposal/501');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Отозвать предложение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв предложения' });
    fireEvent.change(reasonBox(dialog), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отозвать предложение' }));
    const alert = await within(dialog).findByRole('alert', {}, T);
    expect(alert.textContent).toContain('Действие недоступно для текущего статуса предложения');
    expect(reasonBox(dialog).value).toBe(REASON);
    expect(sessionStorage.getItem('draft:tender-proposals:decline:501')).toBe(JSON.stringify(REASON));
    expect(shell.location()).toBe('/tenders-proposal/501');
    expect(calls.filter((c) => c.path === 'Tender/DeclineTenderProposal')).toHaveLength(1);
  });

  it("'Удалить' asks first, then DeleteTenderProposal and /tenders/my-tenders (the deleted record is not read again)", async () => {
    const calls = stubProposal({ 'Tender/DeleteTenderProposal': () => true });
    const shell = renderShell('/tenders-proposal/501');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление предложения' });
    expect(
      within(dialog).getByText('Удалить предложение № 501? Восстановить его будет нельзя.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === 'Tender/DeleteTenderProposal')).toBe(false);
    const readsBefore = reads(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(shell.location()).toBe('/tenders/my-tenders'), T);
    expect(
      calls
        .filter((c) => c.path === 'Tender/DeleteTenderProposal')
        .map((c) => [c.method, c.url.searchParams.get('id')]),
    ).toEqual([['POST', '501']]);
    expect(await screen.findByText('Предложение удалено')).toBeTruthy();
    expect(reads(calls)).toHaveLength(readsBefore);
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
  });

  it('a winner may withdraw or create the order, but not delete', async () => {
    stubProposal({
      'Tender/GetTenderProposalById': () =>
        tenderProposal({ statusId: 2, tenderStatusId: 3, tender: tenderRow({ statusId: 3 }) }),
    });
    renderShell('/tenders-proposal/501');
    await heading();
    expect(screen.getByRole('button', { name: 'Отозвать предложение' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    // The winner turns the proposal into the order with the shared dialog (a description is required).
    fireEvent.click(screen.getByRole('button', { name: 'Создать заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создание заказа' });
    expect(within(dialog).getByRole('textbox', { name: /Описание заказа/ })).toHaveProperty('required', true);
  });

  it('an order created from the proposal: its link, the zip and the documents', async () => {
    stubProposal({
      'Tender/GetTenderProposalById': () =>
        tenderProposal({
          statusId: 5,
          tenderStatusId: 4,
          orderId: 88,
          zipPath: '/seller/uploads/order-88.zip',
          orderDescription: 'Поставка в два этапа',
          technicalDocumentations: [{ url: '/seller/uploads/tz-88.pdf', fileName: 'ТЗ.pdf' }],
          tender: tenderRow({ statusId: 4 }),
        }),
    });
    renderShell('/tenders-proposal/501');
    await heading();
    const order = screen.getByRole('region', { name: 'Заказ' });
    expect(within(order).getByRole('link', { name: 'Заказ № 88' }).getAttribute('href')).toBe('/orders/88');
    expect(within(order).getByRole('link', { name: 'Документы заказа (zip)' }).getAttribute('href')).toBe(
      '/seller/uploads/order-88.zip',
    );
    expect(within(order).getByRole('link', { name: 'ТЗ.pdf' }).getAttribute('href')).toBe(
      '/seller/uploads/tz-88.pdf',
    );
    expect(within(order).getByText('Поставка в два этапа')).toBeTruthy();
    expect(screen.getByText('Для текущего статуса действий нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('a failed load goes to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubProposal({
      'Tender/GetTenderProposalById': () => ({ status: -1, errorMessage: 'Предложение не найдено' }),
    });
    const shell = renderShell('/tenders-proposal/501');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(await screen.findByText(ERROR_TEXT, {}, T)).toBeTruthy();
  });
});
