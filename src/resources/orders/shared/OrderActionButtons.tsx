import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../../i18n/keys';

/** What a page passes: the allowed actions and what to do on a click. */
export interface ActionButtonsProps<A extends string> {
  actions: readonly A[];
  onAction: (action: A) => void;
}

/** How a kind of order shows its actions. */
export interface ActionButtonsLook<A extends string> {
  /** The i18n key of an action's button. */
  labelOf: (action: A) => MessageKey;
  /** Outlined (secondary or dangerous) rather than contained. */
  outlined: (action: A) => boolean;
  /** Red (a decline or a cancel). */
  danger: (action: A) => boolean;
}

export type OrderActionButtonsProps<A extends string> = ActionButtonsProps<A> & ActionButtonsLook<A>;

/** The buttons of the actions an order allows now (nothing else is offered), or "no actions". */
export function OrderActionButtons<A extends string>({
  actions,
  onAction,
  labelOf,
  outlined,
  danger,
}: OrderActionButtonsProps<A>) {
  const translate = useTranslate();
  if (actions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('orders.detail.noActions')}
      </Typography>
    );
  }
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant={outlined(action) ? 'outlined' : 'contained'}
          color={danger(action) ? 'error' : 'primary'}
          onClick={() => onAction(action)}
        >
          {translate(labelOf(action))}
        </Button>
      ))}
    </>
  );
}
