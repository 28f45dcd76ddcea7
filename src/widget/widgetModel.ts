import type { WidgetInfo } from '../../contract';
import { displayRating } from '../domain/rating';
import { absoluteHttpUrl } from '../domain/httpUrl';

export type { WidgetInfo };

export type WidgetTheme = 'light' | 'dark';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The reply's data when it has the widget's shape, null otherwise (a public page trusts nothing). */
export function widgetInfoOf(data: unknown): WidgetInfo | null {
  if (!isRecord(data)) return null;
  const { storeId, name, logoUrl, pictureUrl, rating, productCount, storeUrl } = data;
  const valid =
    typeof storeId === 'number' &&
    typeof name === 'string' &&
    isNullableText(logoUrl) &&
    isNullableText(pictureUrl) &&
    typeof rating === 'number' &&
    typeof productCount === 'number' &&
    typeof storeUrl === 'string';
  return valid ? { storeId, name, logoUrl, pictureUrl, rating, productCount, storeUrl } : null;
}
