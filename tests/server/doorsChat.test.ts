import { describe, expect, it } from 'vitest';
import type { ChatMessage as WireMessage, ChatSummary as WireSummary } from '../../contract/index.js';
import type { Full } from './fullReply.js';
import { admin, adminToken } from './consoleHelpers.js';
import { listChats } from './chatHelpers.js';
import { call } from './helpers.js';
import {
  count,
  postMultipart,
  withOrdersServer,
  type OrdersServer,
  type SellerSession,
} from './ordersHelpers.js';

/**
 * Issue 28 item 2: the seller opens a `general` chat only with a buyer it has dealt with (an
 * order of either market, an order request, a tender it proposed on, a dispute); every refusal
 * reads 'Чат не найден', whether the id is unknown, no buyer or an unrelated buyer. The buyer
 * (the console) may still start one with anyone, and that chat stays usable for the seller.
 */

let server: OrdersServer;
let seller: SellerSession;
withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

type ChatSummary = Full<WireSummary>;
type ChatMessage = Full<WireMessage>;

const CHAT_NOT_FOUND = { status: -1, errorMessage: 'Чат не найден' };

const chatRows = () => count(server, 'SELECT COUNT(*) FROM chats');
const messageRows = () => count(server, 'SELECT COUNT(*) FROM chat_messages');

const openChat = (body: object) =>
  call<ChatSummary>(server.app, 'POST', '/Chat/OpenChat', { token: seller.token, body });

const openGeneral = (buyerId: number | string) =>
  openChat({ buyerId, subjectType: 'general', subjectId: null });

let newBuyers = 0;

/** A fresh customer (user category 2) with no dealings with anyone. */
function newBuyer(): number {
  newBuyers += 1;
  return Number(
    server.db
      .prepare(
        `INSERT INTO users (email, password_hash, user_category_id, first_name, last_name, created_at)
         VALUES (?, 'x', 2, 'Новый', ?, '2026-03-01T00:00:00.000Z')`,
      )
      .run(`doors-buyer-${newBuyers}@example.test`, `Покупатель${newBuyers}`).lastInsertRowid,
  );
}

/** The id of the first row the SQL selects (bound to the demo seller's id). */
const firstId = (sql: string): number => {
  const id = count(server, sql, seller.sellerId);
  if (typeof id !== 'number') throw new Error(`nothing for ${sql}`);
  return id;
};

describe('Chat/OpenChat general: only a buyer the seller has dealt with', () => {
  it('refuses an unknown id, a non-buyer and an unrelated buyer alike, storing nothing', async () => {
    const unrelated = newBuyer();
    const otherSellerUser = count(
      server,
      'SELECT user_id FROM sellers WHERE id <> ? ORDER BY id LIMIT 1',
      seller.sellerId,
    );
    const chats = chatRows();
    const messages = messageRows();
    const replies = [
      await openGeneral(999_999),
      await openGeneral(seller.userId),
      await openGeneral(otherSellerUser),
      await openGeneral(unrelated),
      await openGeneral(String(unrelated)),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toEqual(CHAT_NOT_FOUND);
    }
    expect(chatRows()).toBe(chats);
    // SendMessage has no chat to write to either: the id of a chat that was never made.
    const sent = await postMultipart(server.app, '/Chat/SendMessage', seller.token, [
      { name: 'ChatId', value: String(count(server, 'SELECT IFNULL(MAX(id), 0) + 1 FROM chats')) },
      { name: 'Text', value: 'Здравствуйте' },
    ]);
    expect(sent).toEqual(CHAT_NOT_FOUND);
    expect(messageRows()).toBe(messages);
  });

  it('opens one with a buyer of each kind of dealing', async () => {
    const dealings: [string, (buyer: number) => void][] = [
      [
        'wholesale order',
        (buyer) =>
          server.db
            .prepare('UPDATE wholesale_orders SET buyer_id = ? WHERE id = ?')
            .run(buyer, firstId('SELECT id FROM wholesale_orders WHERE seller_id = ? ORDER BY id LIMIT 1')),
      ],
      [
        'retail order',
        (buyer) =>
          server.db
            .prepare('UPDATE retail_orders SET buyer_id = ? WHERE id = ?')
            .run(buyer, firstId('SELECT id FROM retail_orders WHERE seller_id = ? ORDER BY id LIMIT 1')),
      ],
      [
        'order request',
        (buyer) =>
          server.db
            .prepare('UPDATE order_requests SET buyer_id = ? WHERE id = ?')
            .run(buyer, firstId('SELECT id FROM order_requests WHERE seller_id = ? ORDER BY id LIMIT 1')),
      ],
      [
        'tender with a proposal',
        (buyer) =>
          server.db
            .prepare('UPDATE tenders SET buyer_id = ? WHERE id = ?')
            .run(
              buyer,
              firstId('SELECT tender_id FROM tender_proposals WHERE seller_id = ? ORDER BY id LIMIT 1'),
            ),
      ],
      [
        'dispute',
        (buyer) =>
          server.db
            .prepare('UPDATE disputes SET buyer_id = ? WHERE id = ?')
            .run(buyer, firstId('SELECT id FROM disputes WHERE seller_id = ? ORDER BY id LIMIT 1')),
      ],
    ];
    for (const [name, deal] of dealings) {
      const buyer = newBuyer();
      expect((await openGeneral(buyer)).body, `${name}: before`).toEqual(CHAT_NOT_FOUND);
      deal(buyer);
      const opened = await openGeneral(buyer);
      expect(opened.body.status, name).toBe(1);
      expect(opened.body.data, name).toMatchObject({
        buyerId: buyer,
        subjectType: 'general',
        subjectId: null,
      });
      // Found, not started again.
      expect((await openGeneral(buyer)).body.data?.chatId, name).toBe(opened.body.data?.chatId);
    }
  });

  it("a buyer's open tender without the seller's proposal allows a tender chat, not a general one", async () => {
    const buyer = newBuyer();
    const tender = count(
      server,
      `SELECT t.id FROM tenders t WHERE t.status_id = 1
         AND NOT EXISTS (SELECT 1 FROM tender_proposals p WHERE p.tender_id = t.id AND p.seller_id = ?)
       ORDER BY t.id LIMIT 1`,
      seller.sellerId,
    );
    server.db.prepare('UPDATE tenders SET buyer_id = ? WHERE id = ?').run(buyer, tender);
    const chats = chatRows();
    expect((await openGeneral(buyer)).body).toEqual(CHAT_NOT_FOUND);
    expect(chatRows()).toBe(chats);
    const aboutTender = await openChat({ buyerId: buyer, subjectType: 'tender', subjectId: tender });
    expect(aboutTender.body.data).toMatchObject({ buyerId: buyer, subjectType: 'tender', subjectId: tender });
  });

  it('other subjects keep their checks: the subject must be the seller’s and the buyer’s', async () => {
    const unrelated = newBuyer();
    const order = count(
      server,
      'SELECT id FROM wholesale_orders WHERE seller_id = ? ORDER BY id LIMIT 1',
      seller.sellerId,
    );
    const retail = count(
      server,
      'SELECT id FROM retail_orders WHERE seller_id = ? ORDER BY id LIMIT 1',
      seller.sellerId,
    );
    const request = count(
      server,
      'SELECT id FROM order_requests WHERE seller_id = ? ORDER BY id LIMIT 1',
      seller.sellerId,
    );
    const chats = chatRows();
    for (const [subjectType, subjectId] of [
      ['order', order],
      ['retailOrder', retail],
      ['request', request],
    ] as const) {
      const body = { buyerId: unrelated, subjectType, subjectId };
      expect((await openChat(body)).body, JSON.stringify(body)).toEqual(CHAT_NOT_FOUND);
    }
    expect(chatRows()).toBe(chats);
  });
});

describe("a buyer's chat from the console", () => {
  it('may start a general chat with any seller; the seller then reads, finds and answers it', async () => {
    const buyer = newBuyer();
    const token = await adminToken(server.app);
    const written = await admin<{ chatId: number }>(server.app, 'POST', '/chat-messages', {
      token,
      body: { sellerId: seller.sellerId, buyerId: buyer, subjectType: 'general', text: 'Есть ли доставка?' },
    });
    expect(written.statusCode).toBe(201);
    const chatId = written.body.chatId;
    const listed = (await listChats(server.app, seller.token)).data?.results ?? [];
    expect(listed.find((c) => c.chatId === chatId)).toMatchObject({ buyerId: buyer, subjectType: 'general' });
    const opened = await openGeneral(buyer);
    expect(opened.body.data?.chatId).toBe(chatId);
    const before = messageRows();
    const answer = await postMultipart<ChatMessage>(server.app, '/Chat/SendMessage', seller.token, [
      { name: 'ChatId', value: String(chatId) },
      { name: 'Text', value: 'Да, по всей России' },
    ]);
    expect(answer.status).toBe(1);
    expect(answer.data).toMatchObject({ chatId, senderRole: 'seller', text: 'Да, по всей России' });
    expect(messageRows()).toBe(before + 1);
  });
});
