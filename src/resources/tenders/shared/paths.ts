/** The tender screens' paths (spec section 2). */
export const TENDER_SEARCH_PATH = '/tenders/search';
export const MY_TENDERS_PATH = '/tenders/my-tenders';
export const tenderPath = (id: number | string): string => `/tenders/${id}`;
export const proposalPath = (id: number | string): string => `/tenders-proposal/${id}`;
/** A wholesale order created from a won proposal. */
export const orderPath = (id: number | string): string => `/orders/${id}`;
