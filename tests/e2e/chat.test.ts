import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  callsTo,
  CONSOLE_ADMIN,
  pickOption,
  screenshot,
  twoSidedSession,
  type RunningServer,
  type TwoSidedSession,
} from './harness';

/**
 * Chat end to end (docs/contract/realtime.md "Chat"): with the seller's shell open on /messages,
 * a buyer writes from the console and the message shows within a second without a reload, the
 * count beside 'Сообщения' rises and opening the chat clears it; a message to the open chat is
 * appended live; the seller replies with text and an image, which the console lists; the overlay
 * opens from the wholesale order page with the buyer's name.
 */

const FIRST = `Добрый день! Когда отгрузите заказ? <b>срочно</b> ${Date.now()}`;
const SECOND = `Ещё вопрос: можно ли доставить до склада? ${Date.now()}`;
const REPLY = `Отгрузим завтра до 12:00, фото накладной прикладываю ${Date.now()}`;
/** The smallest PNG the server takes (a 1×1 pixel). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let session: TwoSidedSession;
let server: RunningServer;
let admin: Page;
let seller: Page;
let apiCalls: Request[];
let adminToken = '';
let storeName = '';
let order = { id: 0, buyerId: 0, buyerName: '' };
let buyerLabel = '';

async function consoleApi<T>(path: string): Promise<T> {
  const reply = await fetch(`${server.origin}/admin/api/${path}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as T;
}

const query = (filter: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`;

/** The number beside 'Сообщения' in the sidebar (0 when hidden). */
async function unreadBeside(page: Page): Promise<number> {
  const text = await page.getByTestId('badge-messages').locator('.MuiBadge-badge').innerText();
  return Number(text.trim() || '0');
}

/** The buyer writes to the demo seller about the order from the console; resolves once saved. */
async function buyerWrites(text: string): Promise<void> {
  await admin.goto(`${server.origin}/admin/chat-messages/create`);
  await pickOption(admin, 'Продавец', storeName);
  await pickOption(admin, 'Покупатель', buyerLabel);
  await admin.getByRole('combobox', { name: 'Тема' }).click();
  await admin.getByRole('option', { name: 'Оптовый заказ' }).click();
  await admin.getByLabel('Номер по теме').fill(String(order.id));
  await admin.getByLabel('Сообщение').fill(text);
  await admin.getByRole('button', { name: 'Сохранить' }).click();
  await admin.waitForURL(/\/admin\/chat-messages$/);
}

beforeAll(async () => {
  session = await twoSidedSession();
  ({ server, admin, seller, apiCalls } = session);
  const login = await fetch(`${server.origin}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CONSOLE_ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  const [demo] = await consoleApi<{ id: number; storeName: string }[]>(
    `sellers?${query({ q: 'seller@demo.ru' })}`,
  );
  storeName = demo?.storeName ?? '';
  const orders = await consoleApi<{ id: number; buyerId: number; buyerName: string }[]>(
    `wholesale-orders?${query({ sellerId: demo?.id })}`,
  );
  order = orders[0] ?? order;
  const buyer = await consoleApi<{ lastName: string; firstName: string }>(`buyers/${order.buyerId}`);
  // The console's buyer pickers read 'Компания — Имя Фамилия' (the person part is searched).
  buyerLabel = `${buyer.firstName} ${buyer.lastName}`;
});

afterAll(async () => {
  await session?.close();
});

describe('chat with buyers', () => {
  it("a buyer's message shows on /messages within a second and raises the count beside 'Сообщения'", async () => {
    await seller.goto(server.url('/messages'));
    await seller.getByRole('list', { name: 'Чаты' }).waitFor();
    await expect.poll(() => unreadBeside(seller)).toBeGreaterThanOrEqual(0);
    const before = await unreadBeside(seller);

    await buyerWrites(FIRST);
    const chat = seller.getByTestId('chat-list-item').filter({ hasText: FIRST });
    await chat.waitFor({ timeout: 1000 });
    await expect.poll(() => unreadBeside(seller), { timeout: 1000 }).toBe(before + 1);
    // the user-written text is text: the tags are shown, not applied
    expect(await chat.getByTestId('chat-preview').innerText()).toBe(FIRST);
    await screenshot(seller, 'chat-list-live');

    const unreadInChat = Number(await chat.getByTestId('chat-unread').innerText());
    await chat.click();
    const conversation = seller.getByRole('list', { name: 'Переписка' });
    await conversation.getByText(FIRST, { exact: true }).waitFor();
    expect(new URL(seller.url()).searchParams.get('chatId')).toMatch(/^\d+$/);
    await expect.poll(() => unreadBeside(seller)).toBe(before + 1 - unreadInChat);
    await expect.poll(() => chat.getByTestId('chat-unread').count()).toBe(0);
  });

  it('a message to the open chat is appended live and stays read', async () => {
    const after = await unreadBeside(seller);
    const loads = callsTo(apiCalls, 'Chat/GetChatMessages').length;
    const marks = callsTo(apiCalls, 'Chat/MarkChatRead').length;
    await buyerWrites(SECOND);
    const conversation = seller.getByRole('list', { name: 'Переписка' });
    await conversation.getByText(SECOND, { exact: true }).waitFor({ timeout: 1000 });
    await expect.poll(() => callsTo(apiCalls, 'Chat/MarkChatRead').length).toBeGreaterThan(marks);
    await expect.poll(() => unreadBeside(seller)).toBe(after);
    // appended from the hub's MessageReceived, not by reloading the conversation
    expect(callsTo(apiCalls, 'Chat/GetChatMessages').length).toBe(loads);
  });

  it('the seller replies with text and an image, and the console lists the reply', async () => {
    const composer = seller.getByRole('form', { name: 'Сообщение' });
    await composer.getByRole('textbox', { name: 'Сообщение' }).fill(REPLY);
    await seller
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'накладная.png', mimeType: 'image/png', buffer: TINY_PNG });
    await composer.getByRole('img', { name: 'накладная.png' }).waitFor();
    await composer.getByRole('button', { name: 'Отправить' }).click();

    const mine = seller.getByTestId('chat-message').filter({ hasText: REPLY });
    await mine.waitFor();
    expect(await mine.getAttribute('data-own')).toBe('true');
    await mine.getByRole('link', { name: 'Открыть «накладная.png» в полном размере' }).waitFor();
    expect(await composer.getByRole('textbox', { name: 'Сообщение' }).inputValue()).toBe('');
    const sent = callsTo(apiCalls, 'Chat/SendMessage').at(-1);
    expect(sent?.headers()['content-type']).toMatch(/^multipart\/form-data/);

    await admin.goto(`${server.origin}/admin/chat-messages`);
    const row = admin.locator('main tbody tr', { hasText: REPLY });
    await row.waitFor();
    await row.getByText('накладная.png').waitFor();
    await screenshot(seller, 'chat-reply');
  });

  it("opens the overlay from the wholesale order page with the buyer's name and the conversation", async () => {
    await seller.goto(server.url(`/orders/${order.id}`));
    await seller.getByRole('button', { name: 'Написать покупателю' }).click();
    const overlay = seller.getByRole('dialog', { name: 'Чат с покупателем' });
    await overlay.getByText(REPLY, { exact: true }).waitFor();
    expect(await overlay.getByTestId('chat-buyer').innerText()).toBe(order.buyerName);
    expect(await overlay.getByTestId('chat-subject').innerText()).toBe(`Заказ № ${order.id}`);
    const opened = JSON.parse(callsTo(apiCalls, 'Chat/OpenChat').at(-1)?.postData() ?? 'null');
    expect(opened).toEqual({ buyerId: order.buyerId, subjectType: 'order', subjectId: order.id });
    await screenshot(seller, 'chat-overlay');
    await overlay.getByRole('button', { name: 'Закрыть чат' }).click();
    await overlay.waitFor({ state: 'hidden' });
  });
});
