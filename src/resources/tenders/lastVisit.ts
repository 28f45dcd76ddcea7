import { instantOrNull } from '../../api/tendersPayloads';

/**
 * The last visit of /tenders/search (spec section 4, docs/contract/requests-tenders.md "Last
 * visit"): kept in localStorage, written as now minus one hour whenever the page opens; the value
 * stored before that is sent as `lastVisitDate`, so tenders published since are marked 'Новый'.
 */

export const LAST_VISIT_KEY = 'sellerTendersLastVisit';

/** Spec section 4: the stored time is one hour before the visit. */
export const LAST_VISIT_SHIFT_MS = 60 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The stored last visit (ISO), or null when there is none or it is unreadable. */
export function readLastVisit(): string | null {
  try {
    return instantOrNull(storage()?.getItem(LAST_VISIT_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Stores `now` minus one hour as the last visit. */
export function storeLastVisit(now: Date = new Date()): void {
  try {
    storage()?.setItem(LAST_VISIT_KEY, new Date(now.getTime() - LAST_VISIT_SHIFT_MS).toISOString());
  } catch {
    // Private mode or a full quota: the next visit sends no last visit.
  }
}
