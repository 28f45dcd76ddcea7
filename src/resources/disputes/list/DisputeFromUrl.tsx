import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useSearchParam } from '../../../routes/useSearchParam';
import type { Dispute } from '../../../api/disputes';
import { useDisputePage } from '../DisputePageContext';

/** The query parameter naming the dispute whose details a link opens. */
const DISPUTE_PARAM = 'dispute';

interface DisputeTarget {
  id: number;
  isRetail: boolean;
  /** The wholesale order id or the retail order number: the list is filtered to it. */
  orderNumber: string | null;
}

/**
 * The dispute list of the dispute's market, filtered to its order, with its details open:
 * `/disputes/wholesales?filter={"orderNumber":"42"}&dispute=7` (there is no dispute page).
 */
export function disputeLink({ id, isRetail, orderNumber }: DisputeTarget): string {
  const search = new URLSearchParams();
  if (orderNumber !== null) search.set('filter', JSON.stringify({ orderNumber }));
  search.set(DISPUTE_PARAM, String(id));
  return `${isRetail ? '/disputes/retails' : '/disputes/wholesales'}?${search.toString()}`;
}

/**
 * Opens the details of the dispute named by `?dispute=` once the list has loaded it, then drops the
 * parameter so a reload or Back does not open them again. A dispute not on the page stays closed.
 */
export function DisputeFromUrl() {
  const { data, isPending } = useListContext<Dispute>();
  const { openDetails } = useDisputePage();
  const [asked, drop] = useSearchParam(DISPUTE_PARAM);
  useEffect(() => {
    if (asked === null || isPending || !data) return;
    const dispute = data.find((row) => String(row.id) === asked);
    if (dispute) openDetails(dispute);
    drop();
  }, [asked, isPending, data, openDetails, drop]);
  return null;
}
