import { describe, expect, it } from 'vitest';
import { decoder } from '../../src/api/decode';
import { disputeListSchema, disputeMessagesSchema } from '../../src/api/disputesDecoders';

const decodeList = decoder(disputeListSchema);
const decodeMessages = decoder(disputeMessagesSchema);

const GARBAGE: unknown[] = [null, undefined, 'text', 42, [1], { results: {}, pageCount: null }];

const full = {
  id: 5,
  isRetail: false,
  orderId: 61,
  orderNumber: '61',
  orderStatusId: 7,
  orderAmount: 1500,
  buyerId: 18,
  buyerName: 'ИП Белов Роман Игоревич',
  reasonId: 2,
  claim: 'Товар не соответствует описанию',
  claimFiles: [{ url: '/seller/uploads/a.png', fileName: 'фото.png' }],
  statusId: 1,
  creationDate: '2026-11-20T08:00:00.000Z',
  answerDeadline: '2026-11-23T08:00:00.000Z',
  declinePurpose: null,
  declineFiles: [],
  decisionComment: null,
  closedDate: null,
  messagesCount: 2,
};

describe('Dispute/GetDisputesByFilter', () => {
  it('a full reply of our server decodes to the same values', () => {
    const reply = { results: [full], pageCount: 1, rowCount: 1 };
    expect(decodeList(reply)).toEqual(reply);
  });

  it('spec keys only: no files, the order named by its id, our fields null', () => {
    const dispute = decodeList({
      results: [
        {
          id: 5,
          isRetail: true,
          orderId: 77,
          orderStatusId: 4,
          buyerId: 18,
          buyerName: 'Белов',
          statusId: 1,
          creationDate: '2026-11-20T08:00:00.000Z',
          declinePurpose: null,
        },
      ],
      pageCount: 1,
    }).results[0];
    expect(dispute).toMatchObject({
      orderNumber: '77',
      claimFiles: [],
      declineFiles: [],
      reasonId: null,
      orderAmount: null,
      answerDeadline: null,
      messagesCount: null,
    });
  });

  it('leaves out rows without an id and files without an address', () => {
    const decoded = decodeList({
      results: [
        null,
        { buyerName: 'без id' },
        { ...full, claimFiles: [{ fileName: 'x.png' }, '/seller/uploads/b.pdf', 4] },
      ],
    });
    expect(decoded.results.map((row) => row.id)).toEqual([5]);
    expect(decoded.results[0]?.claimFiles).toEqual([{ url: '/seller/uploads/b.pdf', fileName: '' }]);
  });

  it('never throws on garbage: an empty page', () => {
    for (const value of GARBAGE)
      expect(decodeList(value)).toEqual({ results: [], pageCount: 1, rowCount: null });
  });
});

describe('Dispute/GetDisputeMessages', () => {
  it('our messages decode to the same values; without an author the name is null', () => {
    const message = {
      id: 1,
      authorRole: 'buyer',
      authorName: 'Белов',
      comment: 'Добрый день',
      images: [],
      creationDate: '2026-11-20T08:00:00.000Z',
    };
    expect(decodeMessages([message])).toEqual([message]);
    expect(decodeMessages([{ id: 2, comment: 'Ответ', images: null, creationDate: null }])).toEqual([
      { id: 2, authorRole: null, authorName: null, comment: 'Ответ', images: [], creationDate: null },
    ]);
    expect(decodeMessages([{ id: 3, userName: 'Продавец' }])[0]?.authorName).toBe('Продавец');
  });

  it('never throws on garbage: no messages', () => {
    for (const value of GARBAGE) expect(decodeMessages(value)).toEqual([]);
  });
});
