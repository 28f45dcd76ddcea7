import type { MessageKey } from '../../i18n/keys';
import type { RetailAction } from '../orders/shared/actions';
import {
  OrderActionButtons,
  type ActionButtonsLook,
  type ActionButtonsProps,
} from '../orders/shared/OrderActionButtons';

const LABELS: Record<RetailAction, MessageKey> = {
  toReady: 'orders.actions.retailReady',
  toInTransit: 'orders.actions.retailInTransit',
  toDelivered: 'orders.actions.retailDelivered',
  cancel: 'orders.actions.retailCancel',
  shippingInfo: 'orders.actions.shippingInfo',
};

const look: ActionButtonsLook<RetailAction> = {
  labelOf: (action) => LABELS[action],
  danger: (action) => action === 'cancel',
  outlined: (action) => action === 'cancel' || action === 'shippingInfo',
};

/** The buttons of the retail actions the order allows now. */
export function RetailActionButtons(props: ActionButtonsProps<RetailAction>) {
  return <OrderActionButtons {...props} {...look} />;
}
