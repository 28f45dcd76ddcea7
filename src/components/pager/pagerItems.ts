/** Spec section 9: 2 margin pages at each end, 3 pages around the current one. */
export const MARGIN_PAGES = 2;
export const PAGE_RANGE = 3;

export const ELLIPSIS = 'ellipsis' as const;
export type PagerItem = number | typeof ELLIPSIS;

/**
 * The page buttons of the pager, 1-based: the first and last MARGIN_PAGES pages, a window of
 * PAGE_RANGE pages around `current` (shifted inwards at the ends so it always holds PAGE_RANGE
 * pages), and an ellipsis for every gap. A gap of exactly one page shows that page instead of
 * an ellipsis (an ellipsis must hide at least two pages). No items when there is one page or
 * none: the pager is hidden then.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), count);

  const half = Math.floor(PAGE_RANGE / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(count, start + PAGE_RANGE - 1);
  start = Math.max(1, end - PAGE_RANGE + 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(MARGIN_PAGES, count); p++) shown.add(p);
  for (let p = Math.max(1, count - MARGIN_PAGES + 1); p <= count; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(ELLIPSIS);
    items.push(p);
    previous = p;
  }
  return items;
}
