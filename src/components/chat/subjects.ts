import type { ChatSubjectType, ChatSummary } from '../../api/chat';
import type { MessageKey } from '../../i18n/keys';

type Translate = (key: MessageKey, options?: Record<string, string | number>) => string;

const SUBJECT_KEYS: Record<ChatSubjectType, MessageKey> = {
  general: 'chat.subjects.general',
  order: 'chat.subjects.order',
  retailOrder: 'chat.subjects.retailOrder',
  request: 'chat.subjects.request',
  tender: 'chat.subjects.tender',
};

type SubjectOf = Pick<ChatSummary, 'subjectType' | 'subjectId' | 'subjectTitle'>;

/** The server's title ('Заказ № 12', 'Розничный заказ № 0001234'), else the client's label. */
export function subjectLabel(translate: Translate, chat: SubjectOf): string {
  if (chat.subjectTitle.trim() !== '') return chat.subjectTitle;
  return translate(SUBJECT_KEYS[chat.subjectType], { id: chat.subjectId ?? '' });
}

/** The back-office page of a chat's subject; a general question leads to the buyer. */
export function subjectPath(chat: Pick<ChatSummary, 'subjectType' | 'subjectId' | 'buyerId'>): string {
  const id = chat.subjectId;
  if (id === null || chat.subjectType === 'general') return `/buyers/${chat.buyerId}`;
  switch (chat.subjectType) {
    case 'order':
      return `/orders/${id}`;
    case 'retailOrder':
      return `/orders/retail/${id}`;
    case 'request':
      return `/requests/${id}`;
    case 'tender':
      return `/tenders/${id}`;
  }
}
