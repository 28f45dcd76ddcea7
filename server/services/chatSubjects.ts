import type { ChatSubjectType } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { TenderStatus } from '../../rules/index.js';
import { UserCategory } from './users.js';

/**
 * What a chat may be about (docs/contract/realtime.md "Chat"), as data: each subject's check that
 * it is the seller's and the buyer's (parameters: subject id, seller id, buyer user id), and the
 * SQL of its title over a chat `c`.
 */

export const CHAT_SUBJECT_TYPES: readonly ChatSubjectType[] = [
  'general',
  'order',
  'retailOrder',
  'request',
  'tender',
];

type SubjectWithId = Exclude<ChatSubjectType, 'general'>;

const SUBJECT_EXISTS: Record<SubjectWithId, string> = {
  order: 'SELECT 1 AS found FROM wholesale_orders WHERE id = ? AND seller_id = ? AND buyer_id = ?',
  retailOrder: 'SELECT 1 AS found FROM retail_orders WHERE id = ? AND seller_id = ? AND buyer_id = ?',
  request: 'SELECT 1 AS found FROM order_requests WHERE id = ? AND seller_id = ? AND buyer_id = ?',
  // A tender the seller can see: still open, or one it made a proposal on.
  tender: `SELECT 1 AS found FROM tenders t WHERE t.id = ?
    AND (t.status_id = ${TenderStatus.Open}
      OR EXISTS (SELECT 1 FROM tender_proposals p WHERE p.tender_id = t.id AND p.seller_id = ?))
    AND t.buyer_id = ?`,
};

/** The subject's title over a chat `c`; '' for `general` (the client labels it). */
export const SUBJECT_TITLE_SQL = `CASE c.subject_type
  WHEN 'order' THEN 'Заказ № ' || c.subject_id
  WHEN 'retailOrder' THEN 'Розничный заказ № ' || COALESCE((SELECT r.number FROM retail_orders r WHERE r.id = c.subject_id), c.subject_id)
  WHEN 'request' THEN 'Запрос № ' || c.subject_id
  WHEN 'tender' THEN 'Тендер № ' || c.subject_id
  ELSE '' END`;

/**
 * The seller (id) and the buyer (user id) have dealt with each other: a wholesale or retail order,
 * an order request, a tender of the buyer the seller made a proposal on, or a dispute. Binds the
 * seller and the buyer five times over.
 */
const RELATED_SQL = `SELECT 1 AS found WHERE
  EXISTS (SELECT 1 FROM wholesale_orders WHERE seller_id = ? AND buyer_id = ?)
  OR EXISTS (SELECT 1 FROM retail_orders WHERE seller_id = ? AND buyer_id = ?)
  OR EXISTS (SELECT 1 FROM order_requests WHERE seller_id = ? AND buyer_id = ?)
  OR EXISTS (SELECT 1 FROM tender_proposals p JOIN tenders t ON t.id = p.tender_id
    WHERE p.seller_id = ? AND t.buyer_id = ?)
  OR EXISTS (SELECT 1 FROM disputes WHERE seller_id = ? AND buyer_id = ?)`;

/** Whether the seller may start a `general` chat with the buyer: they have dealt with each other. */
export const isRelatedBuyer = (db: Db, sellerId: number, buyerId: number): boolean =>
  one(db, RELATED_SQL, ...Array.from({ length: 5 }, () => [sellerId, buyerId]).flat()) !== undefined;

export interface ChatSubject {
  sellerId: number;
  buyerId: number;
  subjectType: ChatSubjectType;
  subjectId: number | null;
}

/** Whether the buyer is a buyer (a customer) and the subject is the seller's and the buyer's. */
export function isValidSubject(db: Db, subject: ChatSubject): boolean {
  const buyer = one<{ id: number }>(
    db,
    'SELECT id FROM users WHERE id = ? AND user_category_id = ?',
    subject.buyerId,
    UserCategory.customer,
  );
  if (!buyer) return false;
  if (subject.subjectType === 'general') return subject.subjectId === null;
  if (subject.subjectId === null) return false;
  return (
    one(db, SUBJECT_EXISTS[subject.subjectType], subject.subjectId, subject.sellerId, subject.buyerId) !==
    undefined
  );
}
