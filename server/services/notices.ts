import type { Notice } from './notify.js';

/**
 * What the seller is told when a buyer or the administrator acts on a request, tender, dispute
 * or review (order statuses: notifyOrders.ts). Links are back-office paths without `/seller`.
 */

const requestNotice = (requestId: number, text: string): Notice => ({
  kind: 'request',
  title: `Запрос № ${requestId}`,
  text,
  link: `/requests/${requestId}`,
});

const tenderNotice = (tenderId: number, text: string): Notice => ({
  kind: 'tender',
  title: `Тендер № ${tenderId}`,
  text,
  link: `/tenders/${tenderId}`,
});

const disputeNotice = (disputeId: number, retail: boolean, text: string): Notice => ({
  kind: 'dispute',
  title: `Спор № ${disputeId}`,
  text,
  link: retail ? '/disputes/retails' : '/disputes/wholesales',
});

export const NOTICES = {
  newRequest: (requestId: number) => requestNotice(requestId, 'Новый запрос на заказ от покупателя'),
  proposalAccepted: (requestId: number) =>
    requestNotice(requestId, 'Покупатель принял ваше предложение: можно оформлять заказ'),
  proposalRejected: (requestId: number) => requestNotice(requestId, 'Покупатель отклонил ваше предложение'),
  tenderWon: (tenderId: number) => tenderNotice(tenderId, 'Ваше предложение выбрано победителем тендера'),
  tenderLost: (tenderId: number) => tenderNotice(tenderId, 'Победителем тендера выбрано другое предложение'),
  tenderCancelled: (tenderId: number) => tenderNotice(tenderId, 'Покупатель отменил тендер'),
  disputeOpened: (disputeId: number, retail: boolean) =>
    disputeNotice(disputeId, retail, 'Покупатель открыл спор: ответьте до истечения срока'),
  disputeForBuyer: (disputeId: number, retail: boolean) =>
    disputeNotice(disputeId, retail, 'Спор решён в пользу покупателя: оформлен возврат'),
  disputeForSeller: (disputeId: number, retail: boolean) =>
    disputeNotice(disputeId, retail, 'Спор решён в вашу пользу'),
  disputeWithdrawn: (disputeId: number, retail: boolean) =>
    disputeNotice(disputeId, retail, 'Покупатель отозвал спор'),
  newReview: (rating: number): Notice => ({
    kind: 'review',
    title: 'Новый отзыв',
    text: `Покупатель оставил отзыв о товаре: ${rating} из 5`,
    link: '/reviews',
  }),
} as const;
