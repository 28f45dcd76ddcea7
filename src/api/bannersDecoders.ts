import type { AdvertStatus, BannerState } from '../../contract';
import {
  type Decoded,
  decoder,
  firstOf,
  flag,
  list,
  num,
  oneOf,
  paged,
  requiredNum,
  type Schema,
  text,
  v,
} from './decode';

/**
 * Banners as the screens read them (docs/contract/marketing.md "Reading replies (issue 26)"). The
 * specification names a banner's `bannerFilePath`, `position` and "price by date"; the rest is
 * ours and decodes as `null` (the screens write '----').
 */

export const ADVERT_STATUSES = [1, 2, 3, 4, 5] as const satisfies readonly AdvertStatus[];
const BANNER_STATES = [
  'awaitingPayment',
  'cancelled',
  'awaitingApproval',
  'approved',
  'declined',
] as const satisfies readonly BannerState[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A reply that is a list, also when a server wraps it as `{results}`. */
export const listOf = <T>(item: Schema<T>) =>
  v.pipe(
    v.unknown(),
    v.transform((data) => (isRecord(data) && Array.isArray(data.results) ? data.results : data)),
    list(item),
  );

const positionEntries = { id: num, name: text, page: text, width: num, height: num, basePrice: num };

const positionRecord = v.object(positionEntries);

/**
 * A banner's position: our record, or (read leniently) its id as a number or its name as text;
 * every field `null` when missing (the fallback also serves a missing key).
 */
const positionOf = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      if (typeof value === 'number') return { id: value };
      if (typeof value === 'string') return { name: value };
      return isRecord(value) ? value : {};
    }),
    positionRecord,
  ),
  () => v.parse(positionRecord, {}),
);

/** One position of GetBannerPositions; without an id it cannot be chosen and is left out. */
const bannerPosition = v.object({ ...positionEntries, id: requiredNum });
export type BannerPosition = Decoded<typeof bannerPosition>;
export const decodeBannerPositions = decoder(listOf(bannerPosition));

/** A `yyyy-MM-dd` day (an instant keeps its date part); required of a calendar day. */
const calendarDay = v.pipe(
  v.unknown(),
  v.transform((value) => v.parse(text, value)),
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/),
  v.transform((day) => day.slice(0, 10)),
);

/**
 * One day of GetBannerPricesWithDate. A day without a readable `date` cannot be placed in the
 * calendar and is left out; `isBooked` missing is `false` (the server refuses a booked day anyway).
 */
const bannerDayPrice = v.object({ date: calendarDay, price: num, isBooked: flag });
export type BannerDayPrice = Decoded<typeof bannerDayPrice>;
export const decodeBannerPrices = decoder(listOf(bannerDayPrice));

const bannerFields = v.looseObject({
  id: requiredNum,
  bannerFilePath: text,
  position: positionOf,
  dateFrom: text,
  dateTo: text,
  price: num,
  state: oneOf(BANNER_STATES),
  declineReason: text,
  paymentId: text,
  createdAt: text,
});

/**
 * A banner of GetBanners. The position's id may come as the spec's `bannerPositionId`; the advert
 * status as our `advertStatus` or as `status` (spec section 4's advert statuses). `link`: the
 * seller's link, '' when sent empty or null (no link), `null` when not sent at all (unknown).
 */
const banner = v.pipe(
  bannerFields,
  v.transform(
    ({
      id,
      bannerFilePath,
      position,
      dateFrom,
      dateTo,
      price,
      state,
      declineReason,
      paymentId,
      createdAt,
      ...rest
    }) => ({
      id,
      bannerFilePath,
      position: { ...position, id: position.id ?? firstOf(rest, ['bannerPositionId'], num) },
      dateFrom,
      dateTo,
      price,
      link: rest.link === undefined ? null : typeof rest.link === 'string' ? rest.link : '',
      state,
      advertStatus: firstOf(rest, ['advertStatus', 'status'], oneOf(ADVERT_STATUSES)),
      declineReason,
      paymentId,
      createdAt,
    }),
  ),
);
export type Banner = Decoded<typeof banner>;
export const bannerPage = paged(banner);
export const decodeBannerPage = decoder(bannerPage);
