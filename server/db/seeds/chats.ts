import type { ChatSubjectType } from '../../../contract/realtime.js';
import { TenderStatus } from '../../../rules/index.js';
import { HOUR_MS, iso } from '../../lib/time.js';
import type { Db } from '../query.js';
import { one } from '../query.js';
import type { SellerRef } from './refs.js';
import { PHOTO_PACKAGE, seedFiles, type DemoFile } from './disputeFiles.js';
import { insert } from './insert.js';

/**
 * Chats of a demo seller with buyers (docs/contract/realtime.md "Chat"): about a wholesale order,
 * a retail order, an order request, a tender, and a general one; several end with unread buyer
 * messages, one buyer message carries a photo. Subjects are the seller's real records.
 */

interface SeedMessage {
  from: 'buyer' | 'seller';
  text: string;
  hoursAgo: number;
  /** Buyer messages the seller has not read yet (seller messages are read by the buyer). */
  unread?: boolean;
  image?: DemoFile;
}

interface SeedChat {
  subjectType: ChatSubjectType;
  messages: readonly SeedMessage[];
}

const CHATS: readonly SeedChat[] = [
  {
    subjectType: 'order',
    messages: [
      { from: 'buyer', text: 'Здравствуйте! Когда планируете отправить наш заказ?', hoursAgo: 30 },
      { from: 'seller', text: 'Добрый день! Отправим в течение двух рабочих дней.', hoursAgo: 29 },
      {
        from: 'buyer',
        text: 'Посмотрите, пожалуйста, на упаковку прошлой партии — коробки были мятые.',
        hoursAgo: 2,
        unread: true,
        image: PHOTO_PACKAGE,
      },
      { from: 'buyer', text: 'Можно упаковать в этот раз плотнее?', hoursAgo: 1.5, unread: true },
    ],
  },
  {
    subjectType: 'retailOrder',
    messages: [
      { from: 'buyer', text: 'Подскажите, можно ли забрать заказ самовывозом?', hoursAgo: 50 },
      { from: 'seller', text: 'Да, приезжайте в будни с 9 до 18.', hoursAgo: 48 },
      { from: 'buyer', text: 'Спасибо, товар получили, всё в порядке.', hoursAgo: 20 },
    ],
  },
  {
    subjectType: 'request',
    messages: [
      { from: 'buyer', text: 'Есть ли скидка при заказе от 100 штук?', hoursAgo: 8 },
      { from: 'seller', text: 'Да, при заказе от 100 штук скидка 7%.', hoursAgo: 7 },
      { from: 'buyer', text: 'Отлично, тогда пришлите, пожалуйста, счёт с НДС.', hoursAgo: 5, unread: true },
    ],
  },
  {
    subjectType: 'tender',
    messages: [
      { from: 'buyer', text: 'Уточните срок поставки по вашему предложению.', hoursAgo: 70 },
      { from: 'seller', text: 'Поставка за 10 дней с момента оплаты.', hoursAgo: 69 },
    ],
  },
  {
    subjectType: 'general',
    messages: [
      { from: 'buyer', text: 'Добрый день! Планируете ли расширять ассортимент?', hoursAgo: 120 },
      { from: 'seller', text: 'Здравствуйте! Да, в следующем месяце добавим новые позиции.', hoursAgo: 118 },
      {
        from: 'buyer',
        text: 'Можно ли оформить доставку в Челябинск транспортной компанией?',
        hoursAgo: 3,
        unread: true,
      },
    ],
  },
];

interface Subject {
  id: number | null;
  buyerId: number;
}

/** The seller's record each chat is about (the newest of its kind), with its buyer. */
function subjectOf(db: Db, seller: SellerRef, type: ChatSubjectType): Subject | undefined {
  const latest = (table: string) =>
    one<Subject>(
      db,
      `SELECT id, buyer_id AS buyerId FROM ${table} WHERE seller_id = ? ORDER BY id DESC LIMIT 1`,
      seller.sellerId,
    );
  switch (type) {
    case 'order':
      return latest('wholesale_orders');
    case 'retailOrder':
      return latest('retail_orders');
    case 'request':
      return latest('order_requests');
    case 'tender':
      return one<Subject>(
        db,
        `SELECT t.id, t.buyer_id AS buyerId FROM tenders t
         WHERE EXISTS (SELECT 1 FROM tender_proposals p WHERE p.tender_id = t.id AND p.seller_id = ?)
            OR t.status_id = ?
         ORDER BY t.id LIMIT 1`,
        seller.sellerId,
        TenderStatus.Open,
      );
    case 'general': {
      // The seller's first wholesale buyer: a long-standing customer.
      const first = one<Subject>(
        db,
        'SELECT id, buyer_id AS buyerId FROM wholesale_orders WHERE seller_id = ? ORDER BY id LIMIT 1',
        seller.sellerId,
      );
      return first && { id: null, buyerId: first.buyerId };
    }
  }
}

export function seedChats(db: Db, seller: SellerRef, now: number, dataDir: string | undefined): void {
  for (const chat of CHATS) {
    const subject = subjectOf(db, seller, chat.subjectType);
    if (!subject) continue;
    const times = chat.messages.map((m) => iso(now - m.hoursAgo * HOUR_MS));
    const chatId = insert(db, 'chats', {
      seller_user_id: seller.userId,
      buyer_user_id: subject.buyerId,
      subject_type: chat.subjectType,
      subject_id: subject.id,
      created_at: times[0],
      last_message_at: times[times.length - 1],
    });
    chat.messages.forEach((message, index) => {
      const fromBuyer = message.from === 'buyer';
      const messageId = insert(db, 'chat_messages', {
        chat_id: chatId,
        from_user_id: fromBuyer ? subject.buyerId : seller.userId,
        to_user_id: fromBuyer ? seller.userId : subject.buyerId,
        is_read: !message.unread,
        text: message.text,
        created_at: times[index],
      });
      if (!message.image) return;
      for (const file of seedFiles(`chat:${messageId}`, [message.image], dataDir)) {
        insert(db, 'chat_message_images', {
          message_id: messageId,
          file_name: file.fileName,
          original_name: file.originalName,
          mime_type: file.mime,
          size: file.size,
          created_at: times[index],
        });
      }
    });
  }
}
