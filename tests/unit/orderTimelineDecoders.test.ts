import { describe, expect, it } from 'vitest';
import { decodeOrderTimeline } from '../../src/api/orderTimelineDecoders';

/** The timeline reply is read field by field; nothing a server sends breaks the order page. */

describe('order timeline decoder', () => {
  it('reads a full event, amounts as numbers or numeric strings', () => {
    const { events } = decodeOrderTimeline({
      events: [
        {
          at: '2026-11-20T21:30:00.000Z',
          kind: 'safeDeal',
          actor: 'system',
          title: 'Деньги будут разблокированы',
          step: 'releaseExpected',
          amount: '11728.32',
          expectedDate: '2026-11-28',
        },
        {
          at: '2026-11-21T09:10:00.000Z',
          kind: 'file',
          actor: 'seller',
          title: 'Файл',
          file: { url: '/seller/uploads/a.pdf', name: 'a.pdf' },
        },
      ],
    });
    expect(events[0]).toMatchObject({
      kind: 'safeDeal',
      actor: 'system',
      step: 'releaseExpected',
      amount: 11728.32,
      expectedDate: '2026-11-28',
      file: null,
      statusId: null,
    });
    expect(events[1]?.file).toEqual({ url: '/seller/uploads/a.pdf', name: 'a.pdf' });
  });

  it('reads unknown kinds, actors and steps as null, and a reply that is not a record as no events', () => {
    const { events } = decodeOrderTimeline({
      events: [{ kind: 'refund', actor: 'robot', step: 'lost', amount: 'много' }, null, 7],
    });
    expect(events).toEqual([
      expect.objectContaining({ at: null, kind: null, actor: null, step: null, amount: null, title: null }),
    ]);
    for (const garbage of [null, 'x', [], 42, { events: 'нет' }]) {
      expect(decodeOrderTimeline(garbage).events).toEqual([]);
    }
  });
});
