import type { Migration } from './migration.js';

/**
 * Chats with buyers (one per seller, buyer and subject), their message images, notification
 * kinds, titles and links, and the kinds each user switched off (docs/contract/realtime.md).
 *
 * Existing rows: every pair of a seller and a buyer who exchanged `chat_messages` gets one
 * `general` chat holding all their messages (`to_user_id`/`from_user_id` stay: the unread count
 * is still the seller's unread incoming messages). Existing notifications get a kind guessed
 * from their text (payment, review, request, otherwise order) and that kind's title.
 */
export const realtime: Migration = {
  version: 13,
  name: 'realtime',
  sql: `
CREATE TABLE chats (
  id              INTEGER PRIMARY KEY,
  seller_user_id  INTEGER NOT NULL REFERENCES users(id),
  buyer_user_id   INTEGER NOT NULL REFERENCES users(id),
  subject_type    TEXT    NOT NULL CHECK (subject_type IN ('general', 'order', 'retailOrder', 'request', 'tender')),
  -- NULL exactly for 'general'.
  subject_id      INTEGER CHECK ((subject_type = 'general') = (subject_id IS NULL)),
  created_at      TEXT    NOT NULL,
  last_message_at TEXT
);
CREATE UNIQUE INDEX chats_subject ON chats(seller_user_id, buyer_user_id, subject_type, IFNULL(subject_id, 0));
CREATE INDEX chats_seller_last ON chats(seller_user_id, last_message_at);

ALTER TABLE chat_messages ADD COLUMN chat_id INTEGER REFERENCES chats(id);

INSERT INTO chats (seller_user_id, buyer_user_id, subject_type, subject_id, created_at, last_message_at)
SELECT s.user_id,
       CASE WHEN m.from_user_id = s.user_id THEN m.to_user_id ELSE m.from_user_id END AS buyer,
       'general', NULL, MIN(m.created_at), MAX(m.created_at)
FROM chat_messages m JOIN sellers s ON s.user_id IN (m.from_user_id, m.to_user_id)
GROUP BY s.user_id, buyer;

UPDATE chat_messages SET chat_id = (
  SELECT c.id FROM chats c
  WHERE (c.seller_user_id = chat_messages.to_user_id AND c.buyer_user_id = chat_messages.from_user_id)
     OR (c.seller_user_id = chat_messages.from_user_id AND c.buyer_user_id = chat_messages.to_user_id)
  ORDER BY c.id LIMIT 1);
CREATE INDEX chat_messages_chat ON chat_messages(chat_id, id);
CREATE INDEX chat_messages_unread ON chat_messages(chat_id, to_user_id, is_read);

CREATE TABLE chat_message_images (
  id            INTEGER PRIMARY KEY,
  message_id    INTEGER NOT NULL REFERENCES chat_messages(id),
  file_name     TEXT    NOT NULL,
  original_name TEXT,
  mime_type     TEXT    NOT NULL,
  size          INTEGER NOT NULL,
  created_at    TEXT    NOT NULL
);
CREATE INDEX chat_message_images_message ON chat_message_images(message_id);

ALTER TABLE notifications ADD COLUMN kind TEXT NOT NULL DEFAULT 'order'
  CHECK (kind IN ('order', 'payment', 'request', 'tender', 'dispute', 'review', 'message', 'admin'));
ALTER TABLE notifications ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE notifications ADD COLUMN link TEXT;
UPDATE notifications SET kind = CASE
  WHEN text LIKE '%оплачен%' THEN 'payment'
  WHEN text LIKE '%отзыв%' THEN 'review'
  WHEN text LIKE '%запрос%' THEN 'request'
  ELSE 'order' END;
UPDATE notifications SET title = CASE kind
  WHEN 'payment' THEN 'Оплата заказа'
  WHEN 'review' THEN 'Новый отзыв'
  WHEN 'request' THEN 'Запрос на заказ'
  ELSE 'Заказ' END;
CREATE INDEX notifications_user_time ON notifications(user_id, created_at);

-- A kind without a row notifies (the default); 'admin' is never stored here.
CREATE TABLE notification_settings (
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind    TEXT    NOT NULL CHECK (kind IN ('order', 'payment', 'request', 'tender', 'dispute', 'review', 'message')),
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;
`,
};
