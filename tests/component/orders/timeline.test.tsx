import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderTimelineEvent } from '../../../contract';
import { renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

/**
 * 'История заказа' on the wholesale order page (docs/contract/orders.md "Timeline"): the call on
 * the wire, what each event reads like (Moscow time, who, amounts, user text as text, safe links
 * only), and a server without the call (spec-only) answered by a quiet line.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };

const EVENTS: OrderTimelineEvent[] = [
  {
    at: '2026-11-21T09:15:00.000Z',
    kind: 'file',
    actor: 'seller',
    title: 'Файл к заказу',
    file: { url: 'javascript:alert(1)', name: 'опасный.pdf' },
  },
  {
    at: '2026-11-21T09:10:00.000Z',
    kind: 'file',
    actor: 'seller',
    title: 'Файл к заказу',
    file: { url: '/seller/uploads/3f9a.pdf', name: 'Доверенность №1.pdf' },
  },
  {
    at: '2026-11-21T08:00:00.000Z',
    kind: 'comment',
    actor: 'buyer',
    actorName: 'ИП Белов Роман Игоревич',
    title: 'Комментарий',
    details: '<img src=x onerror=alert(1)> Когда отгрузка?',
  },
  {
    at: '2026-11-20T21:30:00.000Z',
    kind: 'safeDeal',
    actor: 'system',
    title: 'Деньги будут разблокированы',
    step: 'releaseExpected',
    amount: 11728.32,
    expectedDate: '2026-11-28',
  },
  {
    at: '2026-11-20T21:30:00.000Z',
    kind: 'status',
    actor: 'seller',
    title: 'Статус заказа изменён',
    statusId: 5,
  },
  {
    at: '2026-11-16T07:05:35.743Z',
    kind: 'payment',
    actor: 'buyer',
    title: 'Покупатель оплатил заказ',
    amount: 12345.5,
  },
  // An old history row without its actor, and a kind this client does not know.
  { at: '2026-11-16T07:00:00.000Z', kind: 'status', title: 'Статус заказа изменён', statusId: 1 },
  { at: '2026-11-16T06:00:00.000Z', kind: 'refund' as OrderTimelineEvent['kind'], title: 'Новое событие' },
];

const stubOrder = (timeline: unknown) =>
  stubOrdersApi({
    'Order/GetOrderById': () => wholesaleOrder({ statusId: 5 }),
    'Common/GetComments': () => [],
    'Order/GetReviewByOrderId': () => null,
    ...(timeline === undefined ? {} : { 'Order/GetOrderTimeline': () => timeline }),
  });

const items = async (): Promise<HTMLElement[]> => {
  const section = await screen.findByRole('region', { name: 'История заказа' }, T);
  const list = await within(section).findByRole('list', { name: 'История заказа' }, T);
  return within(list).getAllByRole('listitem');
};

describe('/orders/{id}: the order timeline', () => {
  it('asks for the wholesale order and shows each event in Moscow time with who did it', async () => {
    const calls = stubOrder({ events: EVENTS });
    renderShell('/orders/61');
    const shown = await items();
    expect(calls.find((c) => c.path === 'Order/GetOrderTimeline')?.json).toEqual({
      orderId: 61,
      kind: 'wholesale',
    });
    expect(shown).toHaveLength(EVENTS.length);
    const text = shown.map((item) => item.textContent?.replace(/\s+/g, ' ').trim());

    // A link only to a safe address; the unsafe one is its name as text.
    expect(within(shown[0]!).queryByRole('link')).toBeNull();
    expect(text[0]).toBe('21.11.2026 12:15 МСК · ПродавецФайлопасный.pdf');
    const link = within(shown[1]!).getByRole('link', { name: 'Доверенность №1.pdf' });
    expect(link.getAttribute('href')).toBe('/seller/uploads/3f9a.pdf');

    // User text is text: no element made of it.
    expect(text[2]).toBe(
      '21.11.2026 11:00 МСК · Покупатель · ИП Белов Роман ИгоревичКомментарий<img src=x onerror=alert(1)> Когда отгрузка?',
    );
    expect(shown[2]!.querySelector('img')).toBeNull();

    // (textContent joins the text and its amount, which the layout spaces apart)
    expect(text[3]).toBe('21.11.2026 00:30 МСК · СистемаБудут разблокированы 28.11.202611 728,32 руб.');
    expect(text[4]).toMatch(/^21\.11\.2026 00:30 МСК · ПродавецСтатус заказа: В пути$/);
    expect(text[5]).toBe('16.11.2026 10:05 МСК · ПокупательЗаказ оплачен12 345,50 руб.');
    expect(text[6]).toMatch(/^16\.11\.2026 10:00 МСК · ----Статус заказа: /);
    expect(text[7]).toBe('16.11.2026 09:00 МСК · ----Новое событие');
  });

  it('a server without the call (spec-only: -1) leaves a quiet line, the page works', async () => {
    stubOrder(undefined);
    renderShell('/orders/61');
    const section = await screen.findByRole('region', { name: 'История заказа' }, T);
    expect(await within(section).findByText('История заказа недоступна', {}, T)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Заказ №/ })).toBeTruthy();
  });

  it('garbage in the reply is an empty timeline', async () => {
    stubOrder({ events: 'нет' });
    renderShell('/orders/61');
    const section = await screen.findByRole('region', { name: 'История заказа' }, T);
    expect(await within(section).findByText('Событий пока нет', {}, T)).toBeTruthy();
  });
});
