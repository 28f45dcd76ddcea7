/**
 * The meta of the order detail queries. react-admin seeds `getOne` caches (meta undefined) with
 * the rows of lists, which lack the detail fields (products, shippingDetails, history); with
 * its own meta the detail never renders a list row.
 */
export const DETAIL_META = { view: 'detail' } as const;
