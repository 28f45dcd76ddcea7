/** The wholesale modals with typed fields, keyed `orders:<modal>:<orderId>`. */
export type WholesaleDraftModal = 'cancelation' | 'prolongation' | 'cargo' | 'onWay';
/** The retail modals with typed fields, keyed `retail-orders:<modal>:<orderId>`. */
export type RetailDraftModal = 'changingStatus' | 'shippedRetail' | 'cancel';

export const orderDraftKey = (modal: WholesaleDraftModal, orderId: number): string =>
  `orders:${modal}:${orderId}`;

export const retailDraftKey = (modal: RetailDraftModal, orderId: number): string =>
  `retail-orders:${modal}:${orderId}`;
