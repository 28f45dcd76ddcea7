import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ERROR_TEXT,
  page,
  proposalRow,
  renderShell,
  stubTendersApi,
  T,
  type ApiCall,
} from './tendersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = [
  // under review in an open tender: deletable
  proposalRow({ id: 501 }),
  // the winner: not deletable
  proposalRow({
    id: 502,
    tenderId: 32,
    tenderTitle: 'Гвозди строительные, 2 тонны',
    tenderStatusId: 3,
    productName: 'Гвозди 100 мм',
    quantity: 2000,
    measureUnit: 'кг',
    pricePerUnit: 140,
    budgetPerUnit: 150,
    deliveryAmount: 0,
    totalAmount: 280000,
    statusId: 2,
  }),
  // withdrawn: deletable
  proposalRow({ id: 503, tenderId: 33, tenderTitle: 'Трубы ПНД 110 мм', statusId: 4, tenderStatusId: 6 }),
];

const bodiesOf = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.path === 'Tender/GetTenderProposalsByFilter')
    .map((c) => c.json as Record<string, unknown>);

describe('/tenders/my-tenders', () => {
  it('sends the exact body (newest first) and shows the proposals: price vs budget, total, time left, both statuses, links', async () => {
    const calls = stubTendersApi({ 'Tender/GetTenderProposalsByFilter': () => page(rows) });
    renderShell('/tenders/my-tenders');
    const table = await screen.findByRole('table', { name: 'Мои предложения' }, T);
    const first = (await within(table).findByRole('link', { name: '№ 501' })).closest('tr')!;

    expect(bodiesOf(calls)[0]).toEqual({
      sellerId: 7,
      statusId: null,
      tenderStatusId: null,
      searchValue: null,
      dateFrom: null,
      dateTo: null,
      column: 'creationDate',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 12 },
    });
    // Opened from the menu, nothing was just sent: no mark, no notice.
    expect(within(table).queryByText('Новое')).toBeNull();
    expect(screen.queryByText(/отправлено\. В списке/)).toBeNull();
    expect(within(first).getByRole('link', { name: '№ 501' }).getAttribute('href')).toBe(
      '/tenders-proposal/501',
    );
    expect(
      within(first).getByRole('link', { name: 'Кабель ВВГнг 3×2,5 для склада' }).getAttribute('href'),
    ).toBe('/tenders/31');
    expect(within(first).getByText('1 100,00 руб.')).toBeTruthy();
    expect(within(first).getByText('бюджет 1 000,00 руб.')).toBeTruthy();
    expect(within(first).getByText('+100,00 руб. (+10 %)').getAttribute('data-verdict')).toBe('outside');
    expect(within(first).getByText('555 000,00 руб.')).toBeTruthy();
    expect(within(first).getByText('осталось 2 дня 5 ч')).toBeTruthy();
    expect(within(first).getByText('Приём предложений')).toBeTruthy();
    expect(within(first).getByText('На рассмотрении')).toBeTruthy();

    const winner = within(table).getByRole('link', { name: '№ 502' }).closest('tr')!;
    expect(within(winner).getByText('\u221210,00 руб. (\u22126,7 %)').getAttribute('data-verdict')).toBe(
      'within',
    );
    expect(
      within(winner).getByText('Победитель').closest('[data-status-kind]')?.getAttribute('data-status-kind'),
    ).toBe('success');
    expect(within(winner).getByText('Победитель выбран')).toBeTruthy();
  });

  it('filters from the URL reach the body; an empty page reads "Нет данных"', async () => {
    const calls = stubTendersApi({ 'Tender/GetTenderProposalsByFilter': () => page([]) });
    const filter = {
      statusId: 4,
      tenderStatusId: 6,
      searchValue: 'трубы',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    };
    renderShell(
      `/tenders/my-tenders?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=totalAmount&order=DESC&page=1&perPage=12`,
    );
    expect(await screen.findByText('Нет данных', {}, T)).toBeTruthy();
    expect(bodiesOf(calls).at(-1)).toEqual({
      sellerId: 7,
      statusId: 4,
      tenderStatusId: 6,
      searchValue: 'трубы',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      column: 'totalAmount',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 12 },
    });
  });

  it("bulk 'Удалить' confirms, deletes only the deletable proposals, toasts and re-reads the list", async () => {
    const calls = stubTendersApi({
      'Tender/GetTenderProposalsByFilter': () => page(rows),
      'Tender/DeleteTenderProposal': () => true,
    });
    renderShell('/tenders/my-tenders');
    const table = await screen.findByRole('table', { name: 'Мои предложения' }, T);
    await within(table).findByRole('link', { name: '№ 501' });
    for (const id of [501, 502, 503]) {
      fireEvent.click(
        within(
          within(table)
            .getByRole('link', { name: `№ ${id}` })
            .closest('tr')!,
        ).getByRole('checkbox'),
      );
    }
    const before = bodiesOf(calls).length;
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление предложений' });
    expect(within(dialog).getByText('Удалить 2 предложения?')).toBeTruthy();
    expect(
      within(dialog).getByText('Ещё 1 выбранное предложение удалить нельзя, оно останется.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === 'Tender/DeleteTenderProposal')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалено предложений: 2', {}, T)).toBeTruthy();
    const deleted = calls.filter((c) => c.path === 'Tender/DeleteTenderProposal');
    expect(deleted.map((c) => [c.method, c.url.searchParams.get('id')])).toEqual([
      ['POST', '501'],
      ['POST', '503'],
    ]);
    await waitFor(() => expect(bodiesOf(calls).length).toBeGreaterThan(before));
  });

  it('a refused delete shows the server message and stays on the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubTendersApi({
      'Tender/GetTenderProposalsByFilter': () => page(rows),
      'Tender/DeleteTenderProposal': () => ({
        status: -1,
        errorMessage: 'Действие недоступно для текущего статуса предложения',
      }),
    });
    const shell = renderShell('/tenders/my-tenders');
    const table = await screen.findByRole('table', { name: 'Мои предложения' }, T);
    fireEvent.click(
      within((await within(table).findByRole('link', { name: '№ 501' })).closest('tr')!).getByRole(
        'checkbox',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление предложений' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    // The refusal stays in the confirm, with the server's message.
    expect(
      await within(dialog).findByText('Действие недоступно для текущего статуса предложения', {}, T),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === 'Tender/DeleteTenderProposal')).toHaveLength(1);
    expect(shell.location()).toBe('/tenders/my-tenders');
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
  });

  it('a failed load goes to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubTendersApi({ 'Tender/GetTenderProposalsByFilter': () => ({ status: -2 }) });
    const shell = renderShell('/tenders/my-tenders');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(await screen.findByText(ERROR_TEXT, {}, T)).toBeTruthy();
  });
});
