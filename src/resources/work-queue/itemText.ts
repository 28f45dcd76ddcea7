import type { TranslateFunction } from 'react-admin';
import type { WorkQueueItem } from '../../api/workQueue';
import { formatDate, formatDays, missingValue } from '../../components/format';

/** What a queue row names: the order, request, tender, dispute, review or chat (texts of workQueue.what). */
export function itemWhat(translate: TranslateFunction, item: WorkQueueItem): string {
  const orEmpty = (value: string | number | null) => (value === null ? missingValue() : String(value));
  switch (item.kind) {
    case 'acceptOrder':
    case 'shipOrder':
      return translate('workQueue.what.order', { number: orEmpty(item.orderNumber ?? item.orderId) });
    case 'payRenewal':
      return `${translate('workQueue.what.order', { number: orEmpty(item.orderNumber ?? item.orderId) })} · ${
        item.suggestedDays === null
          ? missingValue()
          : translate('workQueue.what.payRenewal', { days: formatDays(item.suggestedDays) })
      }`;
    case 'request':
      return translate('workQueue.what.request', { id: orEmpty(item.requestId) });
    case 'tender':
      return translate('workQueue.what.tender', { id: orEmpty(item.tenderId) });
    case 'dispute':
      return `${translate('workQueue.what.dispute', { id: orEmpty(item.disputeId) })} · ${translate(
        'workQueue.what.order',
        { number: orEmpty(item.orderNumber ?? item.orderId) },
      )}`;
    case 'review':
      return translate('workQueue.what.review');
    case 'chat':
      return translate('workQueue.what.chat', { count: orEmpty(item.unreadCount) });
  }
}

const DUE_KEY = {
  acceptOrder: 'workQueue.due.acceptBy',
  shipOrder: 'workQueue.due.shipBy',
  payRenewal: 'workQueue.due.payBy',
  request: 'workQueue.due.answerBy',
  dispute: 'workQueue.due.answerBy',
  tender: 'workQueue.due.closesAt',
} as const;

/** 'Отгрузить до 23.03.2026 12:30 МСК', or 'Ждёт с …' for items without a deadline. */
export function itemDue(translate: TranslateFunction, item: WorkQueueItem): string {
  if (item.dueAt === null || item.kind === 'review' || item.kind === 'chat')
    return translate('workQueue.due.waiting', { date: formatDate(item.createdAt) });
  return translate(DUE_KEY[item.kind], { date: formatDate(item.dueAt) });
}
