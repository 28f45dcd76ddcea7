import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DAY, ERROR_TEXT, page, renderShell, stubTendersApi, T, tenderRow } from './tendersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LAST_VISIT = 'sellerTendersLastVisit';
const HOUR = 3_600_000;

const rows = [
  tenderRow({ id: 31, isNew: true }),
  tenderRow({
    id: 32,
    title: 'Гвозди строительные, 2 тонны',
    categoryName: 'Стройматериалы',
    quantity: 2000,
    measureUnit: 'кг',
    budgetPerUnit: 150.5,
    budgetTotal: 301000,
    deadline: new Date(Date.now() + 45 * 60_000 + 30_000).toISOString(),
    myProposalId: 77,
    myProposalStatusId: 1,
    proposalsCount: 5,
  }),
  tenderRow({
    id: 33,
    title: 'Трубы ПНД 110 мм',
    deadline: new Date(Date.now() - DAY).toISOString(),
    statusId: 2,
  }),
];

const bodiesOf = (calls: { path: string; json: unknown }[]) =>
  calls.filter((c) => c.path === 'Tender/GetAllTenders').map((c) => c.json as Record<string, unknown>);

describe('/tenders/search', () => {
  it('first visit: the default body (open tenders by deadline, no last visit) and the stored now minus one hour', async () => {
    const calls = stubTendersApi({ 'Tender/GetAllTenders': () => page(rows) });
    const opened = Date.now();
    renderShell('/tenders/search');
    const table = await screen.findByRole('table', { name: 'Тендеры' }, T);
    await within(table).findByText('Гвозди строительные, 2 тонны');

    expect(bodiesOf(calls)[0]).toEqual({
      sellerId: 7,
      searchValue: null,
      productCategoryId: null,
      countryId: null,
      statusId: null,
      onlyNew: null,
      lastVisitDate: null,
      withoutMyProposal: null,
      dateFrom: null,
      dateTo: null,
      column: 'deadline',
      sortByAscending: true,
      pagination: { page: 1, pageSize: 12 },
    });
    const stored = Date.parse(localStorage.getItem(LAST_VISIT) ?? '');
    expect(stored).toBeGreaterThanOrEqual(opened - HOUR);
    expect(stored).toBeLessThanOrEqual(Date.now() - HOUR);
  });

  it('sends the stored last visit as lastVisitDate, then stores the new one; new tenders carry the badge', async () => {
    localStorage.setItem(LAST_VISIT, '2026-11-20T08:00:00.000Z');
    const calls = stubTendersApi({ 'Tender/GetAllTenders': () => page(rows) });
    renderShell('/tenders/search');
    const table = await screen.findByRole('table', { name: 'Тендеры' }, T);
    const newRow = (await within(table).findByText('Кабель ВВГнг 3×2,5 для склада')).closest('tr')!;

    expect(bodiesOf(calls).map((body) => body.lastVisitDate)).toEqual(
      bodiesOf(calls).map(() => '2026-11-20T08:00:00.000Z'),
    );
    expect(localStorage.getItem(LAST_VISIT)).not.toBe('2026-11-20T08:00:00.000Z');
    expect(Date.now() - HOUR - Date.parse(localStorage.getItem(LAST_VISIT) ?? '')).toBeLessThan(60_000);

    expect(within(newRow).getByText('Новый')).toBeTruthy();
    expect(within(table).getAllByText('Новый')).toHaveLength(1);
    // terms of the row: quantity with its unit, budget per unit and in all
    expect(within(newRow).getByText('500 м')).toBeTruthy();
    expect(within(newRow).getByText('1 000,00 руб.')).toBeTruthy();
    expect(within(newRow).getByText('500 000,00 руб.')).toBeTruthy();
    expect(within(newRow).getByText('осталось 2 дня 5 ч').getAttribute('data-urgency')).toBe('normal');
    expect(
      within(newRow)
        .getByText('Приём предложений')
        .closest('[data-status-kind]')
        ?.getAttribute('data-status-kind'),
    ).toBe('success');
  });

  it('the lead time, place, category, publication day and proposal count are hidden until the column chooser shows them', async () => {
    stubTendersApi({ 'Tender/GetAllTenders': () => page(rows) });
    renderShell('/tenders/search');
    const table = await screen.findByRole('table', { name: 'Тендеры' }, T);
    const row = (await within(table).findByText('Кабель ВВГнг 3×2,5 для склада')).closest('tr')!;
    expect(within(row).queryByText('20 дней')).toBeNull();
    expect(within(row).queryByText('Россия, Екатеринбург')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Столбцы' }));
    for (const column of ['Срок поставки', 'Место поставки', 'Категория', 'Опубликован', 'Предложений']) {
      const toggle = await screen.findByRole('switch', { name: column });
      expect(toggle).toHaveProperty('checked', false);
      fireEvent.click(toggle);
    }
    await waitFor(() => expect(within(row).getByText('20 дней')).toBeTruthy());
    expect(within(row).getByText('Россия, Екатеринбург')).toBeTruthy();
    expect(within(table).getByText('Предложений', { selector: 'th *, th' })).toBeTruthy();
  });

  it('time left warns in the last day and reads "срок истёк" after the deadline; my proposal is a link', async () => {
    stubTendersApi({ 'Tender/GetAllTenders': () => page(rows) });
    renderShell('/tenders/search');
    const table = await screen.findByRole('table', { name: 'Тендеры' }, T);
    const soon = (await within(table).findByText('Гвозди строительные, 2 тонны')).closest('tr')!;
    expect(within(soon).getByText('осталось 45 мин').getAttribute('data-urgency')).toBe('warning');
    expect(within(soon).getByText('2 000 кг')).toBeTruthy();
    expect(within(soon).getByText('150,50 руб.')).toBeTruthy();
    expect(within(soon).getByRole('link', { name: '№ 77' }).getAttribute('href')).toBe(
      '/tenders-proposal/77',
    );
    expect(within(soon).getByText('На рассмотрении')).toBeTruthy();
    const late = within(table).getByText('Трубы ПНД 110 мм').closest('tr')!;
    expect(within(late).getByText('срок истёк').getAttribute('data-urgency')).toBe('expired');
    expect(within(late).getByText('Выбор победителя')).toBeTruthy();
  });

  it('filters from the URL reach the body exactly', async () => {
    const calls = stubTendersApi({ 'Tender/GetAllTenders': () => page([]) });
    const filter = {
      searchValue: 'кабель',
      productCategoryId: 14,
      countryId: 1,
      statusId: 3,
      onlyNew: true,
      withoutMyProposal: true,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    };
    renderShell(
      `/tenders/search?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=publishDate&order=DESC&page=1&perPage=12`,
    );
    expect(await screen.findByText('Нет данных', {}, T)).toBeTruthy();
    expect(bodiesOf(calls).at(-1)).toEqual({
      sellerId: 7,
      searchValue: 'кабель',
      productCategoryId: 14,
      countryId: 1,
      statusId: 3,
      onlyNew: true,
      lastVisitDate: null,
      withoutMyProposal: true,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      column: 'publishDate',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 12 },
    });
  });

  it("'Только новые' and a typed search reach the body (with the last visit)", async () => {
    localStorage.setItem(LAST_VISIT, '2026-11-20T08:00:00.000Z');
    const calls = stubTendersApi({ 'Tender/GetAllTenders': () => page(rows) });
    renderShell('/tenders/search');
    await screen.findByRole('table', { name: 'Тендеры' }, T);
    fireEvent.click(screen.getByLabelText('Только новые'));
    await waitFor(() => expect(bodiesOf(calls).at(-1)?.onlyNew).toBe(true));
    fireEvent.change(screen.getByPlaceholderText('Название или описание'), { target: { value: 'кабель' } });
    await waitFor(() =>
      expect(bodiesOf(calls).at(-1)).toMatchObject({
        searchValue: 'кабель',
        onlyNew: true,
        lastVisitDate: '2026-11-20T08:00:00.000Z',
      }),
    );
  });

  it('Экспорт downloads the tenders of the filter as an Excel-ready CSV (BOM, ";")', async () => {
    const calls = stubTendersApi({ 'Tender/GetAllTenders': () => page(rows) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:tenders';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const files: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });
    renderShell(`/tenders/search?filter=${encodeURIComponent(JSON.stringify({ onlyNew: true }))}`);
    await screen.findByText('Трубы ПНД 110 мм', {}, T);
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    expect(bodiesOf(calls).at(-1)).toMatchObject({ onlyNew: true, pagination: { page: 1, pageSize: 100 } });
    expect(files[0]).toMatch(/^tendery-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      '"№ тендера";"Тендер";"Категория";"Количество";"Ед. изм.";"Бюджет за ед.";"Бюджет всего";"Срок поставки";"Способ получения";"Покупатель";"Страна";"Город";"Опубликован";"Приём предложений до";"Статус";"Предложений";"Новый";"Моё предложение"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^"31";"Кабель ВВГнг 3×2,5 для склада";"Кабель и провод";"500";"м";"1000,00";"500000,00";"20";"Доставка продавцом";/,
    );
    expect(lines[1]).toMatch(/;"Приём предложений";"3";"Да";""$/);
    expect(lines[2]).toMatch(/;"Нет";"На рассмотрении"$/);
  });

  it('a click on a row opens the tender', async () => {
    stubTendersApi({
      'Tender/GetAllTenders': () => page(rows),
      'Tender/GetTenderById': () => ({ status: -1, errorMessage: 'Тендер не найден' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/tenders/search');
    (await screen.findByText('Трубы ПНД 110 мм', {}, T)).closest('tr')!.click();
    await waitFor(() => expect(shell.location()).not.toBe('/tenders/search'));
    // the unknown tender answers -1: a failed load of the page goes to the error page
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
  });

  it('a failed load goes to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubTendersApi({ 'Tender/GetAllTenders': () => ({ status: -5, errorMessage: 'сбой' }) });
    const shell = renderShell('/tenders/search');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(await screen.findByText(ERROR_TEXT, {}, T)).toBeTruthy();
  });
});
