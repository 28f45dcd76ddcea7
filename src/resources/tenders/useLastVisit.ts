import { useEffect, useState } from 'react';
import { readLastVisit, storeLastVisit } from './lastVisit';

/**
 * The last visit of /tenders/search as the page opens: the stored value, read once before the
 * page overwrites it with now minus one hour.
 */
export function useLastVisit(): string | null {
  const [previous] = useState(readLastVisit);
  useEffect(() => storeLastVisit(), []);
  return previous;
}
