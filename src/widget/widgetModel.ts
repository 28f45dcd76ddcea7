import * as v from 'valibot';
import { websiteStoreUrl } from '../config/environment';
import { displayRating } from '../domain/rating';
import { absoluteHttpUrl } from '../domain/httpUrl';

export type WidgetTheme = 'light' | 'dark';

/** The store as the card draws it, decoded from the reply (widgetStoreOf). */
export interface WidgetStore {
  name: string;
  logoUrl: string | null;
  pictureUrl: string | null;
  /** 0 when the reply has none, as for a store without reviews. */
  rating: number;
  /** null when the reply has none: the badge is left out rather than claiming 0 products. */
  productCount: number | null;
  /** The reply's store page (any text; only http(s) is followed, shopUrlOf), or null. */
  storeUrl: string | null;
}

const POSITIVE_ID = /^[1-9][0-9]{0,15}$/;

/** The `storeId` of the page's query string, or null when missing or not a positive integer. */
export function storeIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get('storeId')?.trim() ?? '';
  return POSITIVE_ID.test(value) ? Number(value) : null;
}

/** `theme=dark` asks for the dark card; anything else is light. */
export const themeOf = (search: string): WidgetTheme =>
  new URLSearchParams(search).get('theme') === 'dark' ? 'dark' : 'light';

/** An absolute http(s) URL, or null: the only links the widget opens. */
export const httpUrl = (value: string | null | undefined): string | null => absoluteHttpUrl(value);

/**
 * The 'Совершать покупки' link: the reply's store page when it is http(s), else the store's page
 * on the main website of this environment (src/config/environment.ts); null when neither is.
 */
export const shopUrlOf = (storeUrl: string | null, storeId: number, websiteUrl: string): string | null =>
  httpUrl(storeUrl) ?? httpUrl(websiteStoreUrl(websiteUrl, storeId));

/**
 * The image to show: the store's own when it names an http(s) URL or a path of this origin
 * (uploads are stored as `/seller/uploads/...`), the fallback otherwise.
 */
export function imageOrFallback(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return httpUrl(trimmed) ?? fallback;
}

/** How full the five stars are, in whole percent of the row: the rating as shown (minus 0.1). */
export const starsPercent = (rating: number): number => Math.round(displayRating(rating) * 20);

/** Replaces `%{name}` placeholders, as the app's i18n does. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/%\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const text = v.nullish(v.string());
const figure = v.nullish(v.pipe(v.number(), v.finite()));

/**
 * The reply's `data`: the specification's Store fields (section 3) and our own spellings of the
 * same values, each optional; a field present with another type refuses the whole reply. Unknown
 * keys are dropped.
 */
const WireStore = v.object({
  storeName: text,
  name: text,
  storeLogo: text,
  logoUrl: text,
  storePicture: text,
  pictureUrl: text,
  storeRating: figure,
  rating: figure,
  productCount: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
  storeUrl: text,
});

/** The first value that is not blank: the specification's spelling wins over ours. */
const firstText = (...values: (string | null | undefined)[]): string | null =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? null;

/** The store of the reply's `data`, or null when it is not a store (a public page trusts nothing). */
export function widgetStoreOf(data: unknown): WidgetStore | null {
  const parsed = v.safeParse(WireStore, data);
  if (!parsed.success) return null;
  const wire = parsed.output;
  const name = firstText(wire.storeName, wire.name);
  if (name === null) return null;
  return {
    name,
    logoUrl: firstText(wire.storeLogo, wire.logoUrl),
    pictureUrl: firstText(wire.storePicture, wire.pictureUrl),
    rating: wire.storeRating ?? wire.rating ?? 0,
    productCount: wire.productCount ?? null,
    storeUrl: firstText(wire.storeUrl),
  };
}
