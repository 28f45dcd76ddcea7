import type { Dispute, DisputeMessage } from '../../../src/api/disputes';

export { page, renderShell, stubOrdersApi, type ApiCall, type Handler } from '../orders/ordersHarness';

export const T = { timeout: 8000 };
export const LIST = 'Dispute/GetDisputesByFilter';

/** An open retail dispute as GetDisputesByFilter answers it (docs/contract/disputes.md). */
export function dispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 15,
    isRetail: true,
    orderId: 301,
    orderNumber: '100301',
    orderStatusId: 4,
    orderAmount: 1200,
    buyerId: 18,
    buyerName: 'Татьяна Морозова',
    reasonId: 3,
    claim: 'Чайник пришёл с трещиной на корпусе.',
    claimFiles: [],
    statusId: 1,
    creationDate: '2026-03-10T09:00:00.000Z',
    answerDeadline: '2026-03-13T09:00:00.000Z',
    declinePurpose: null,
    declineFiles: [],
    decisionComment: null,
    closedDate: null,
    messagesCount: 0,
    ...overrides,
  };
}

export function message(overrides: Partial<DisputeMessage> = {}): DisputeMessage {
  return {
    id: 1,
    authorRole: 'buyer',
    authorName: 'Татьяна Морозова',
    comment: 'Здравствуйте, прошу вернуть деньги.',
    images: [],
    creationDate: '2026-03-10T09:05:00.000Z',
    ...overrides,
  };
}

/** The parts of a multipart body in the order they were sent: [name, text or file name]. */
export const partsOf = (form: FormData | null): [string, string][] =>
  [...(form?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
