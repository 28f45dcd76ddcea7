import type { WholesaleAction } from '../shared/actions';
import {
  OrderActionButtons,
  type ActionButtonsLook,
  type ActionButtonsProps,
} from '../shared/OrderActionButtons';

const DANGER: readonly WholesaleAction[] = ['decline'];
const SECONDARY: readonly WholesaleAction[] = ['prolongation', 'acceptDispatchDeadline', 'acceptPayRenewal'];

const look: ActionButtonsLook<WholesaleAction> = {
  labelOf: (action) => `orders.actions.${action}`,
  danger: (action) => DANGER.includes(action),
  outlined: (action) => DANGER.includes(action) || SECONDARY.includes(action),
};

/** The buttons of the wholesale actions the order allows now (nothing else is offered). */
export function WholesaleActionButtons(props: ActionButtonsProps<WholesaleAction>) {
  return <OrderActionButtons {...props} {...look} />;
}
