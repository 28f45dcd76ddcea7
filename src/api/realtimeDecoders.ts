import type {
  ChatSubjectType,
  DisputeChange,
  NotificationKind,
  OrderChange,
  TenderResult,
} from '../../contract';
import {
  type Decoded,
  decoder,
  type Decoder,
  flag,
  list,
  maybeFlag,
  maybeRecord,
  num,
  numOr,
  oneOf,
  paged,
  record,
  requiredNum,
  text,
  textOr,
  v,
} from './decode';

/**
 * Notifications, chat and the hub's events as the screens read them (docs/contract/realtime.md
 * "Reading replies"). All of it is ours: the specification names the hub, the notifications
 * state (notifications, error, notificationCount, loading) and the chat state, not these shapes.
 * A record a screen cannot key (a notification or message without its id, a chat without its
 * chat id) is left out of a list; every other missing field gets a default.
 */

/** An id that is there: an item without it is left out of its list. */
const id = requiredNum;

const NOTIFICATION_KINDS = [
  'order',
  'payment',
  'request',
  'tender',
  'dispute',
  'review',
  'message',
  'admin',
] as const satisfies readonly NotificationKind[];

/** A notification (a list item or a hub event): unread unless it says it was read. */
export const notification = v.object({
  id,
  title: textOr(''),
  text: textOr(''),
  createdAt: text,
  isRead: flag,
  kind: oneOf(NOTIFICATION_KINDS),
  link: text,
});
export type SellerNotification = Decoded<typeof notification>;

/** `GetNotifications`: a page and the unread total (`null` when not sent: the client counts). */
export const notificationList = record({ ...paged(notification).entries, unreadCount: num });
export type NotificationListReply = Decoded<typeof notificationList>;

/** The mark-read replies: the unread total, `null` when not sent. */
export const countReply = record({ unreadCount: num });
export type NotificationCountReply = Decoded<typeof countReply>;

/** A kind the reply does not mention notifies (as the settings body sends a missing one on). */
export const notificationSettings = v.pipe(
  record({
    order: maybeFlag,
    payment: maybeFlag,
    request: maybeFlag,
    tender: maybeFlag,
    dispute: maybeFlag,
    review: maybeFlag,
    message: maybeFlag,
  }),
  v.transform((kinds) => ({
    order: kinds.order ?? true,
    payment: kinds.payment ?? true,
    request: kinds.request ?? true,
    tender: kinds.tender ?? true,
    dispute: kinds.dispute ?? true,
    review: kinds.review ?? true,
    message: kinds.message ?? true,
  })),
);
export type NotificationSettings = Decoded<typeof notificationSettings>;

const SUBJECT_TYPES = [
  'general',
  'order',
  'retailOrder',
  'request',
  'tender',
] as const satisfies readonly ChatSubjectType[];

/** A chat; an unknown subject reads as a general question, a missing unread count as none. */
export const chatSummary = v.object({
  chatId: id,
  buyerId: num,
  buyerName: textOr(''),
  subjectType: v.fallback(v.picklist(SUBJECT_TYPES), 'general'),
  subjectId: num,
  subjectTitle: textOr(''),
  lastMessage: maybeRecord({ text: textOr(''), createdAt: textOr(''), senderId: num, imagesCount: numOr(0) }),
  unreadCount: numOr(0),
});
export type ChatSummary = Decoded<typeof chatSummary>;

export const chatList = record({ ...paged(chatSummary).entries, unreadCount: num });
export type ChatListReply = Decoded<typeof chatList>;

const storedFile = v.object({ url: v.string(), fileName: text });

/**
 * A message; without `senderRole` it is shown as the buyer's (the seller's own come from
 * SendMessage); an unreadable time is '' (the chat shows no time rather than a wrong one).
 */
export const chatMessage = v.object({
  id,
  chatId: num,
  senderId: num,
  senderRole: v.fallback(v.picklist(['buyer', 'seller']), 'buyer'),
  text: textOr(''),
  images: list(storedFile),
  createdAt: textOr(''),
  isRead: flag,
});
export type ChatMessage = Decoded<typeof chatMessage>;

export const chatMessages = record({
  chat: v.fallback(v.nullable(chatSummary), null),
  messages: list(chatMessage),
  hasMore: flag,
});
export type ChatMessagesReply = Decoded<typeof chatMessages>;

const marketType = oneOf([1, 2] as const);
const ORDER_CHANGES = [
  'payRenewalRequested',
  'dispatchExtensionRequested',
  'reviewed',
] as const satisfies readonly OrderChange[];
const DISPUTE_CHANGES = ['message', 'decided', 'withdrawn'] as const satisfies readonly DisputeChange[];
const TENDER_RESULTS = ['won', 'lost', 'cancelled'] as const satisfies readonly TenderResult[];

/**
 * The hub's events (one argument each); an unreadable argument still arrives, with defaults: an
 * event without the id of its record refreshes counters only (src/realtime/liveEvents.ts).
 */
const hubEventSchemas = {
  NotificationReceived: maybeRecord(notification.entries),
  UnreadMessagesChanged: record({ unreadCount: num }),
  MessageReceived: record({ chatId: num, id: num, senderId: num, text: textOr(''), createdAt: textOr('') }),
  OrderStatusChanged: record({ orderId: num, marketType, statusId: num }),
  OrderCreated: record({ orderId: num, marketType, statusId: num }),
  OrderUpdated: record({ orderId: num, marketType, change: oneOf(ORDER_CHANGES) }),
  OrderRequestCreated: record({ requestId: num }),
  OrderRequestChanged: record({ requestId: num, statusId: num }),
  DisputeOpened: record({ disputeId: num, marketType, orderId: num }),
  DisputeChanged: record({ disputeId: num, marketType, orderId: num, change: oneOf(DISPUTE_CHANGES), statusId: num }),
  TenderCreated: record({ tenderId: num }),
  TenderResult: record({ tenderId: num, proposalId: num, result: oneOf(TENDER_RESULTS), statusId: num }),
  ModerationDecided: record({ section: text, approved: maybeFlag, reason: text }),
  ReviewReceived: record({ reviewId: num, orderId: num, marketType, rating: num }),
};
export type HubEvents = { [T in keyof typeof hubEventSchemas]: Decoded<(typeof hubEventSchemas)[T]> };

export const hubEvents: { [T in keyof HubEvents]: Decoder<HubEvents[T]> } = {
  NotificationReceived: decoder(hubEventSchemas.NotificationReceived),
  UnreadMessagesChanged: decoder(hubEventSchemas.UnreadMessagesChanged),
  MessageReceived: decoder(hubEventSchemas.MessageReceived),
  OrderStatusChanged: decoder(hubEventSchemas.OrderStatusChanged),
  OrderCreated: decoder(hubEventSchemas.OrderCreated),
  OrderUpdated: decoder(hubEventSchemas.OrderUpdated),
  OrderRequestCreated: decoder(hubEventSchemas.OrderRequestCreated),
  OrderRequestChanged: decoder(hubEventSchemas.OrderRequestChanged),
  DisputeOpened: decoder(hubEventSchemas.DisputeOpened),
  DisputeChanged: decoder(hubEventSchemas.DisputeChanged),
  TenderCreated: decoder(hubEventSchemas.TenderCreated),
  TenderResult: decoder(hubEventSchemas.TenderResult),
  ModerationDecided: decoder(hubEventSchemas.ModerationDecided),
  ReviewReceived: decoder(hubEventSchemas.ReviewReceived),
};
