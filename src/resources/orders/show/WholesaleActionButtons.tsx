import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WholesaleAction } from '../shared/actions';

const DANGER: readonly WholesaleAction[] = ['decline'];
const SECONDARY: readonly WholesaleAction[] = ['prolongation', 'acceptDispatchDeadline', 'acceptPayRenewal'];

/** The buttons of the actions the order allows now (nothing else is offered). */
export function WholesaleActionButtons({
  actions,
  onAction,
}: {
  actions: readonly WholesaleAction[];
  onAction: (action: WholesaleAction) => void;
}) {
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
          variant={DANGER.includes(action) || SECONDARY.includes(action) ? 'outlined' : 'contained'}
          color={DANGER.includes(action) ? 'error' : 'primary'}
          onClick={() => onAction(action)}
        >
          {translate(`orders.actions.${action}`)}
        </Button>
      ))}
    </>
  );
}
