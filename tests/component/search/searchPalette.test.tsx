import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApiByPath, type ApiCall, type Handler } from '../pathStub';
import { demoInfo, demoStatistics, renderShell } from '../shell/shellHarness';

/** The Ctrl+K palette through the whole stack: shell -> dataProvider -> src/api/search.ts -> a stubbed fetch. */

const SLOW = { timeout: 8000 };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const groups = [
  {
    kind: 'wholesaleOrder',
    items: [
      {
        id: 12,
        title: '12',
        subtitle: 'Дмитрий Козлов',
        code: '2026-000012',
        date: '2026-03-17T22:30:00.000Z',
      },
    ],
  },
  { kind: 'buyer', items: [{ id: 7, title: 'Дмитрий Козлов', code: '771234567890' }, { id: 9 }] },
];

function stub(handlers: Record<string, Handler>): ApiCall[] {
  return stubApiByPath({
    'User/GetDashboardStatistics': () => demoStatistics,
    'MarketSeller/GetDashboardInfo': () => demoInfo,
    'User/SetFirstVisitStatus': () => true,
    ...handlers,
  });
}

async function openPalette() {
  await screen.findByRole('button', { name: /Ctrl\+K/ }, SLOW);
  fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
  const palette = await screen.findByRole('dialog', { name: 'Поиск' });
  return { palette, input: within(palette).getByRole('combobox', { name: 'Что найти' }) };
}

describe('the search palette', () => {
  it('sends the typed query, shows the groups with their details (Moscow day), arrows move, Enter opens', async () => {
    const calls = stub({ 'Search/Global': () => ({ groups }) });
    const shell = renderShell('/dashboard');
    const { palette, input } = await openPalette();
    expect(within(palette).getByRole('status').textContent).toBe('Введите не меньше 2 символов');
    fireEvent.change(input, { target: { value: '  Коз ' } });

    const orders = await within(palette).findByRole('group', { name: 'Оптовые заказы' }, SLOW);
    expect(calls.filter((c) => c.path === 'Search/Global').map((c) => c.json)).toEqual([{ query: 'коз' }]);
    const order = within(orders).getByRole('option');
    expect(order.textContent).toBe('Заказ № 12счёт 2026-000012 · Дмитрий Козлов · 18.03.2026');
    const buyers = within(palette).getByRole('group', { name: 'Покупатели' });
    const [buyer, nameless] = within(buyers).getAllByRole('option');
    expect(buyer?.textContent).toBe('Дмитрий КозловИНН 771234567890');
    expect(nameless?.textContent).toBe('----');

    expect(input.getAttribute('aria-activedescendant')).toBe(order.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(buyer?.id);
    expect(buyer?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(shell.location()).toBe('/buyers/7'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Поиск' })).toBeNull());
  }, 20_000);

  it("says 'Ничего не найдено' for no groups, and 'Поиск недоступен' quietly on a server without the call", async () => {
    stub({
      'Search/Global': (call) =>
        (call.json as { query: string }).query === 'нет' ? { groups: [] } : { status: -1 },
    });
    const shell = renderShell('/dashboard');
    const { palette, input } = await openPalette();
    fireEvent.change(input, { target: { value: 'нет' } });
    await waitFor(
      () => expect(within(palette).getByRole('status').textContent).toBe('Ничего не найдено'),
      SLOW,
    );
    fireEvent.change(input, { target: { value: 'спец' } });
    await waitFor(
      () => expect(within(palette).getByRole('status').textContent).toBe('Поиск недоступен'),
      SLOW,
    );
    expect(within(palette).queryAllByRole('option')).toHaveLength(0);
    expect(shell.location()).toBe('/dashboard');
  }, 20_000);
});
