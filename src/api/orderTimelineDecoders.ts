import type { OrderTimelineActor, OrderTimelineKind, OrderTimelineSafeDealStep } from '../../contract';
import { decoder, list, maybeRecord, num, oneOf, record, text, v, type Decoded } from './decode';

/**
 * The timeline reply (docs/contract/orders.md "Timeline"): an unknown kind, actor or step reads as
 * null (the item shows the server's title, or nothing), a missing time '----', a reply that is not
 * a record an empty timeline; an item that is not a record is left out. Events without a time or
 * a kind are kept: they show what they carry ('----' for the rest).
 */

export const TIMELINE_KINDS = [
  'status',
  'payment',
  'safeDeal',
  'comment',
  'file',
  'dispute',
  'request',
] as const satisfies readonly OrderTimelineKind[];
export const TIMELINE_ACTORS = [
  'buyer',
  'seller',
  'admin',
  'system',
] as const satisfies readonly OrderTimelineActor[];
export const TIMELINE_STEPS = [
  'held',
  'releaseExpected',
  'released',
  'paid',
  'refunded',
] as const satisfies readonly OrderTimelineSafeDealStep[];

export const timelineEvent = record({
  at: text,
  kind: oneOf(TIMELINE_KINDS),
  actor: oneOf(TIMELINE_ACTORS),
  actorName: text,
  title: text,
  statusId: num,
  step: oneOf(TIMELINE_STEPS),
  action: text,
  request: text,
  amount: num,
  expectedDate: text,
  days: num,
  details: text,
  file: maybeRecord({ url: text, name: text }),
});
export type TimelineEvent = Decoded<typeof timelineEvent>;

/** An item that is not a record (null, a number, a list) is no event and is left out. */
const eventItem = v.pipe(
  v.unknown(),
  v.check((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  v.transform((value) => v.parse(timelineEvent, value)),
);

export const orderTimeline = record({ events: list(eventItem) });
export type OrderTimeline = Decoded<typeof orderTimeline>;
export const decodeOrderTimeline = decoder(orderTimeline);
