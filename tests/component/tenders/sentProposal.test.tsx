import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  page,
  products,
  proposalRow,
  renderShell,
  stubTendersApi,
  T,
  tender,
  type ApiCall,
  type Handler,
} from './tendersHarness';

/** 'Отправить предложение', then /tenders/my-tenders newest first with the sent proposal marked. */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOTICE = 'Предложение № 777 отправлено. В списке оно отмечено «Новое».';

const rows = [
  proposalRow({ id: 777, creationDate: '2026-11-22T10:00:00.000Z' }),
  proposalRow({
    id: 501,
    tenderId: 33,
    tenderTitle: 'Трубы ПНД 110 мм',
    creationDate: '2026-11-01T10:00:00.000Z',
  }),
];

const stubTender = (created: Handler) =>
  stubTendersApi({
    'Tender/GetTenderById': () => tender(),
    'Tender/GetProductsForTenderProposal': () => products,
    'Tender/GetTenderProposalsByFilter': () => page(rows),
    'Tender/CreateTenderProposal': created,
  });

const listBodies = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.path === 'Tender/GetTenderProposalsByFilter')
    .map((c) => c.json as Record<string, unknown>);

/** Fills the form of tender 31 and sends it. */
async function sendProposal() {
  const form = await screen.findByRole('form', { name: 'Ваше предложение' }, T);
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Товар/ }));
  fireEvent.click(await screen.findByRole('option', { name: /Кабель ВВГнг-LS/ }));
  fireEvent.change(within(form).getByRole('textbox', { name: /Срок поставки/ }), { target: { value: '14' } });
  fireEvent.change(within(form).getByRole('textbox', { name: /Стоимость доставки/ }), {
    target: { value: '5000' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Отправить предложение' }));
}

const rowOf = (table: HTMLElement, id: number) =>
  within(table)
    .getByRole('link', { name: `№ ${id}` })
    .closest('tr')!;

describe('after sending a proposal', () => {
  it('my tenders asks for the newest first and marks the sent proposal, announced in a status', async () => {
    const calls = stubTender(() => ({ id: 777 }));
    const shell = renderShell('/tenders/31');
    await sendProposal();
    await waitFor(() => expect(shell.location()).toBe('/tenders/my-tenders'), T);

    const table = await screen.findByRole('table', { name: 'Мои предложения' }, T);
    await within(table).findByRole('link', { name: '№ 777' }, T);
    expect(listBodies(calls).at(-1)).toMatchObject({ column: 'creationDate', sortByAscending: false });

    const sent = rowOf(table, 777);
    expect(within(sent).getByText('Новое').closest('[data-sent-proposal]')).toBeTruthy();
    expect(within(rowOf(table, 501)).queryByText('Новое')).toBeNull();
    expect(table.querySelectorAll('[data-sent-proposal]')).toHaveLength(1);

    const status = (await screen.findByText(NOTICE, {}, T)).closest<HTMLElement>('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe(NOTICE);
  });

  it('a reply without the new id still lands on my tenders, newest first, without a mark', async () => {
    const calls = stubTender(() => ({}));
    const shell = renderShell('/tenders/31');
    await sendProposal();
    await waitFor(() => expect(shell.location()).toBe('/tenders/my-tenders'), T);
    const table = await screen.findByRole('table', { name: 'Мои предложения' }, T);
    await within(table).findByRole('link', { name: '№ 777' }, T);
    expect(listBodies(calls).at(-1)).toMatchObject({ column: 'creationDate', sortByAscending: false });
    expect(within(table).queryByText('Новое')).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
