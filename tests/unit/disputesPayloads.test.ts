import { describe, expect, it } from 'vitest';
import {
  buildDeclineDisputeFormData,
  buildDisputeCommentFormData,
  buildDisputeFilterBody,
  DECLINE_DISPUTE_FIELDS,
  DISPUTE_COMMENT_FIELDS,
  marketOf,
} from '../../src/api/disputesPayloads';

/** The parts of a form in the order they travel: [name, text or file name]. */
const partsOf = (form: FormData): [string, string][] =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

describe('the dispute list filter (POST Dispute/GetDisputesByFilter)', () => {
  it('sends every key, empty filters as null, the market and 12 rows on page 1', () => {
    expect(buildDisputeFilterBody({ sellerId: 7, isRetail: true })).toEqual({
      sellerId: 7,
      isRetail: true,
      statusId: null,
      orderNumber: null,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 12 },
    });
    expect(buildDisputeFilterBody({ sellerId: 7, isRetail: false }).isRetail).toBe(false);
  });

  it('passes a status, an order number and the page as the list keeps them', () => {
    expect(
      buildDisputeFilterBody({
        sellerId: 7,
        isRetail: false,
        statusId: '2',
        orderNumber: ' 0001234 ',
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
        page: 3,
        pageSize: 12,
      }),
    ).toEqual({
      sellerId: 7,
      isRetail: false,
      statusId: 2,
      orderNumber: '0001234',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      pagination: { page: 3, pageSize: 12 },
    });
  });

  it.each([0, '0', '', null, undefined, 'abc'])('status %j means all statuses (null)', (statusId) => {
    expect(buildDisputeFilterBody({ sellerId: 7, isRetail: true, statusId }).statusId).toBeNull();
  });

  it.each(['', '   ', '12345678', '12a', '-5', '1.5'])('order number %j is not sent', (orderNumber) => {
    expect(buildDisputeFilterBody({ sellerId: 7, isRetail: true, orderNumber }).orderNumber).toBeNull();
  });

  it('days are Moscow days: an instant late in the UTC evening is the next Moscow day', () => {
    const body = buildDisputeFilterBody({
      sellerId: 7,
      isRetail: true,
      dateFrom: '2026-01-01T22:30:00Z',
      dateTo: 'not a date',
    });
    expect(body.dateFrom).toBe('2026-01-02');
    expect(body.dateTo).toBeNull();
  });

  it('reads the market of the permanent filter, and nothing else as a market', () => {
    expect([true, 'true', false, 'false'].map(marketOf)).toEqual([true, true, false, false]);
    expect([undefined, null, 1, 'retail'].map(marketOf)).toEqual([null, null, null, null]);
  });
});

describe('the decline form (POST Dispute/DeclineDispute, multipart)', () => {
  const files = [
    new File(['%PDF-1'], 'акт осмотра.pdf', { type: 'application/pdf' }),
    new File(['png'], 'фото.png', { type: 'image/png' }),
  ];

  it('sends DisputeId, OrderStatusId, DeclinePurpose first, then DeclineFiles once per file', () => {
    const form = buildDeclineDisputeFormData({
      disputeId: 15,
      orderStatusId: 6,
      declinePurpose: '  Товар передан целым, акт подписан.\nФото приложено.  ',
      declineFiles: files,
    });
    expect(partsOf(form)).toEqual([
      ['DisputeId', '15'],
      ['OrderStatusId', '6'],
      ['DeclinePurpose', 'Товар передан целым, акт подписан.\nФото приложено.'],
      ['DeclineFiles', 'акт осмотра.pdf'],
      ['DeclineFiles', 'фото.png'],
    ]);
    expect((form.getAll('DeclineFiles') as File[]).map((file) => file.type)).toEqual([
      'application/pdf',
      'image/png',
    ]);
    expect([...new Set(form.keys())]).toEqual([...DECLINE_DISPUTE_FIELDS]);
  });

  it('without files sends the three text parts only; the retail status goes as it is', () => {
    const form = buildDeclineDisputeFormData({ disputeId: 3, orderStatusId: 4, declinePurpose: 'Нет' });
    expect(partsOf(form)).toEqual([
      ['DisputeId', '3'],
      ['OrderStatusId', '4'],
      ['DeclinePurpose', 'Нет'],
    ]);
  });
});

describe('the comment form (POST Dispute/AddDisputeComment, multipart)', () => {
  it('sends comment, userId, disputeId, then CommentImages once per image', () => {
    const images = [
      new File(['a'], 'упаковка.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'этикетка.webp', { type: 'image/webp' }),
    ];
    const form = buildDisputeCommentFormData({
      disputeId: 15,
      userId: 42,
      comment: '<b>Готовы</b> обсудить\n',
      images,
    });
    expect(partsOf(form)).toEqual([
      ['comment', '<b>Готовы</b> обсудить'],
      ['userId', '42'],
      ['disputeId', '15'],
      ['CommentImages', 'упаковка.jpg'],
      ['CommentImages', 'этикетка.webp'],
    ]);
    expect([...new Set(form.keys())]).toEqual([...DISPUTE_COMMENT_FIELDS]);
  });

  it('a comment without images has no CommentImages part', () => {
    const form = buildDisputeCommentFormData({ disputeId: 1, userId: 42, comment: 'Добрый день' });
    expect(form.getAll('CommentImages')).toEqual([]);
    expect(form.get('comment')).toBe('Добрый день');
  });
});
