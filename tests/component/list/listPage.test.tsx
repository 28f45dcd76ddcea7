import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listItem, page, renderShell, stubOrdersApi } from '../orders/ordersHarness';
import { stubPhoneMedia } from '../phoneMedia';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };
const rows = [
  listItem({ id: 72, statusId: 5, buyerName: 'Татьяна Морозова' }),
  listItem({ id: 71, statusId: 7, buyerName: 'Алексей Смирнов' }),
];
const LIST = 'Order/GetAllOrdersByFilter';
const withStatus = (statusId: number) => `/orders?filter=${encodeURIComponent(JSON.stringify({ statusId }))}`;

/** Every list body the page sent, in order. */
const listBodies = (calls: ReturnType<typeof stubOrdersApi>) =>
  calls.filter((call) => call.path === LIST).map((call) => call.json as Record<string, unknown>);

describe('ListPage: the power user tools of every list', () => {
  it("'Сбросить фильтры' clears the filters of the URL and sends the list again without them", async () => {
    const calls = stubOrdersApi({ [LIST]: () => page(rows) });
    renderShell(withStatus(5));
    await screen.findByText('Татьяна Морозова', {}, T);
    expect(listBodies(calls)[0]).toMatchObject({ statusId: 5 });

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(listBodies(calls).at(-1)).toMatchObject({ statusId: null }));
    expect((screen.getByRole('button', { name: 'Сбросить фильтры' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('saves the current filters under a name and applies them again from the presets', async () => {
    const calls = stubOrdersApi({ [LIST]: () => page(rows) });
    renderShell(withStatus(7));
    await screen.findByText('Татьяна Морозова', {}, T);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранённые фильтры' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Сохранить текущие фильтры…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Завершённые' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(listBodies(calls).at(-1)).toMatchObject({ statusId: null }));

    fireEvent.click(screen.getByRole('button', { name: 'Сохранённые фильтры' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Завершённые/ }));
    await waitFor(() => expect(listBodies(calls).at(-1)).toMatchObject({ statusId: 7 }));
  });

  it('the column chooser hides a column of the table', async () => {
    stubOrdersApi({ [LIST]: () => page(rows) });
    renderShell('/orders');
    const table = await screen.findByRole('table', {}, T);
    expect(within(table).getByText('Алексей Смирнов')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Столбцы' }));
    const buyerColumn = await screen.findByRole('switch', { name: 'Покупатель' });
    fireEvent.click(buyerColumn);
    await waitFor(() => expect(within(table).queryByText('Алексей Смирнов')).toBeNull());
    expect(within(table).getByText('№ 71')).toBeTruthy();
  });

  it('below 768 px the rows are cards that open the order, and the filters fold behind a button', async () => {
    stubPhoneMedia();
    stubOrdersApi({ [LIST]: () => page(rows) });
    const shell = renderShell('/orders');
    const card = (await screen.findByText('Алексей Смирнов', {}, T)).closest('a');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card?.getAttribute('href')).toBe('/orders/71');

    const toggle = screen.getByRole('button', { name: /Фильтры/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeTruthy();
    expect(shell.location()).toBe('/orders');
  });

  it('an inverted date range from a link is refused with its message and not sent', async () => {
    const calls = stubOrdersApi({ [LIST]: () => page(rows) });
    renderShell(
      `/orders?filter=${encodeURIComponent(JSON.stringify({ dateFrom: '2026-11-10', dateTo: '2026-11-01' }))}`,
    );
    await screen.findByText(
      'Исправьте фильтры, отмеченные красным: список с ними не загружается',
      {},
      { timeout: 15_000 },
    );
    expect((await screen.findAllByText('Дата начала позже даты окончания')).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(listBodies(calls)).toHaveLength(0);
  });
});
