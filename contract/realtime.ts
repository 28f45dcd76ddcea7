import type { Pagination, PagedReply } from './envelope.js';
import type { StoredFile } from './requestsTenders.js';

/** Real-time hub, notifications and chat: docs/contract/realtime.md. */

// ---- Hub: server-to-client invocations (one argument each) ----------------------------------

/** A notification stored for the seller; the bell count rises by one. */
export interface NotificationReceivedEvent {
  id: number;
  title?: string;
  text?: string;
  createdAt?: string;
  isRead?: boolean;
  /** A path of the back office without `/seller` (e.g. `/orders/12`), or absent. */
  link?: string | null;
}

/** The seller's unread chat messages over every chat (the count beside 'Сообщения'). */
export interface UnreadMessagesChangedEvent {
  unreadCount?: number;
}

/** A chat message to the seller (a buyer wrote). */
export interface MessageReceivedEvent {
  chatId: number;
  id: number;
  senderId?: number;
  text?: string;
  createdAt?: string;
}

/** 1 wholesale, 2 retail. */
export type MarketType = 1 | 2;

/** An order of the seller changed status (buyer, administrator, sweep or the seller). */
export interface OrderStatusChangedEvent {
  orderId: number;
  marketType?: MarketType;
  statusId: number;
}

/** A new order of the seller: placed by a buyer, or made from a request or a tender. */
export interface OrderCreatedEvent {
  orderId: number;
  marketType?: MarketType;
  statusId?: number;
}

/** What changed on an order besides its status. */
export type OrderChange = 'payRenewalRequested' | 'dispatchExtensionRequested' | 'reviewed';

/** Something other than the status of an order changed (the buyer asked for more days to pay...). */
export interface OrderUpdatedEvent {
  orderId: number;
  marketType?: MarketType;
  change?: OrderChange;
}

/** A buyer sent the seller a new order request. */
export interface OrderRequestCreatedEvent {
  requestId: number;
}

/** An order request of the seller changed (the buyer accepted or rejected the proposal, ...). */
export interface OrderRequestChangedEvent {
  requestId: number;
  statusId?: number;
}

/** A buyer opened a dispute on an order of the seller. */
export interface DisputeOpenedEvent {
  disputeId: number;
  marketType?: MarketType;
  orderId?: number;
}

/** What happened to a dispute. */
export type DisputeChange = 'message' | 'decided' | 'withdrawn';

/** A dispute of the seller changed: a buyer's message, the administrator's decision, a withdrawal. */
export interface DisputeChangedEvent {
  disputeId: number;
  marketType?: MarketType;
  orderId?: number;
  change?: DisputeChange;
  statusId?: number;
}

/** A buyer published a tender (sent to every seller). */
export interface TenderCreatedEvent {
  tenderId: number;
}

/** How a tender ended for the seller's proposal. */
export type TenderResult = 'won' | 'lost' | 'cancelled';

/** The seller's proposal won, lost, or its tender was cancelled. */
export interface TenderResultEvent {
  tenderId: number;
  proposalId: number;
  result?: TenderResult;
  /** The proposal's new status. */
  statusId?: number;
}

/** The administrator approved or rejected an edit of the seller's data. */
export interface ModerationDecidedEvent {
  /** The settings section of the edit (docs/contract/settings.md). */
  section?: string;
  approved?: boolean;
  /** The administrator's reason of a rejection (user text). */
  reason?: string | null;
}

/** A buyer reviewed a product of an order of the seller. */
export interface ReviewReceivedEvent {
  reviewId: number;
  orderId?: number | null;
  marketType?: MarketType;
  rating?: number;
}

/** Every hub target and its one argument. */
export interface HubEvents {
  NotificationReceived: NotificationReceivedEvent;
  UnreadMessagesChanged: UnreadMessagesChangedEvent;
  MessageReceived: MessageReceivedEvent;
  OrderStatusChanged: OrderStatusChangedEvent;
  OrderCreated: OrderCreatedEvent;
  OrderUpdated: OrderUpdatedEvent;
  OrderRequestCreated: OrderRequestCreatedEvent;
  OrderRequestChanged: OrderRequestChangedEvent;
  DisputeOpened: DisputeOpenedEvent;
  DisputeChanged: DisputeChangedEvent;
  TenderCreated: TenderCreatedEvent;
  TenderResult: TenderResultEvent;
  ModerationDecided: ModerationDecidedEvent;
  ReviewReceived: ReviewReceivedEvent;
}
export type HubTarget = keyof HubEvents;

// ---- Online-user registration (`/seller/api/Common/...`) -----------------------------------

/** Body of `POST Common/AddOnlineUser`. */
export interface AddOnlineUserBody {
  userId: number;
  connectionId: string;
}

// ---- Notifications (`/seller/api/Notification/...`) ----------------------------------------

/** What a notification is about; the seller chooses which kinds notify (`admin` always does). */
export type NotificationKind =
  'order' | 'payment' | 'request' | 'tender' | 'dispute' | 'review' | 'message' | 'admin';

export interface SellerNotification extends NotificationReceivedEvent {
  kind?: NotificationKind;
  link?: string | null;
}

/** Body of `POST Notification/GetNotifications`. */
export interface NotificationFilterBody {
  onlyUnread: boolean;
  pagination: Pagination;
}

/** Reply of `GetNotifications`: one page plus the unread total. */
export interface NotificationListReply extends PagedReply<SellerNotification> {
  unreadCount?: number;
}

/** Reply of `MarkNotificationRead` and `MarkAllNotificationsRead`. */
export interface NotificationCountReply {
  unreadCount?: number;
}

/** `GetNotificationSettings` reply and `UpdateNotificationSettings` body: which kinds notify. */
export type NotificationSettings = Record<Exclude<NotificationKind, 'admin'>, boolean>;

// ---- Chat (`/seller/api/Chat/...`, the chat component's base `/api`) -----------------------

/** What a chat is about: one chat per buyer and subject. */
export type ChatSubjectType = 'general' | 'order' | 'retailOrder' | 'request' | 'tender';

export interface ChatLastMessage {
  text?: string;
  createdAt?: string;
  senderId?: number;
  imagesCount?: number;
}

export interface ChatSummary {
  chatId: number;
  buyerId: number;
  buyerName: string;
  subjectType?: ChatSubjectType;
  /** Order id, retail order id, request id or tender id; null for `general`. */
  subjectId?: number | null;
  /** e.g. 'Заказ № 12', 'Запрос № 7'; '' for `general` (the client labels it). */
  subjectTitle?: string;
  lastMessage?: ChatLastMessage | null;
  unreadCount?: number;
}

/** Body of `POST Chat/GetChats`. */
export interface ChatFilterBody {
  /** Part of the buyer's name or the subject title; null = all. */
  search: string | null;
  onlyUnread: boolean;
  pagination: Pagination;
}

export interface ChatListReply extends PagedReply<ChatSummary> {
  /** Unread messages over every chat of the seller. */
  unreadCount?: number;
}

export interface ChatMessage {
  id: number;
  chatId: number;
  senderId?: number;
  senderRole?: 'buyer' | 'seller';
  text?: string;
  images: StoredFile[];
  createdAt?: string;
  isRead?: boolean;
}

/** Body of `POST Chat/GetChatMessages`: newest page first; `beforeId` pages back. */
export interface ChatMessagesBody {
  chatId: number;
  beforeId: number | null;
  pageSize: number;
}

/** Reply of `GetChatMessages`: oldest first within the page. */
export interface ChatMessagesReply {
  chat?: ChatSummary;
  messages?: ChatMessage[];
  hasMore?: boolean;
}

/** Body of `POST Chat/OpenChat`: find or start the chat with a buyer about a subject. */
export interface OpenChatBody {
  buyerId: number;
  subjectType: ChatSubjectType;
  subjectId: number | null;
}
