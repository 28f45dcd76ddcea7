/** /accept-order: orders waiting for the seller's acceptance (loaded on demand). */
export const AcceptOrderPage = () => import('./AcceptOrderPage');
