/**
 * The review opened over the list lives in the URL (`/reviews?…&review=12`) beside the list's own
 * params, so a link opens it and closing it keeps the filters.
 */
export const REVIEW_PARAM = 'review';

/** The search part with `review` set to `id`, or removed for null; the other params are kept. */
export function withReview(search: string, id: number | string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(REVIEW_PARAM);
  else params.set(REVIEW_PARAM, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The review id of the URL: a positive integer, else null. */
export function reviewIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get(REVIEW_PARAM);
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
