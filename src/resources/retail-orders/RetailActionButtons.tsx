import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RetailAction } from '../orders/shared/actions';

const LABELS: Record<RetailAction, string> = {
  toReady: 'orders.actions.retailReady',
  toInTransit: 'orders.actions.retailInTransit',
  toDelivered: 'orders.actions.retailDelivered',
  cancel: 'orders.actions.retailCancel',
  shippingInfo: 'orders.actions.shippingInfo',
};

/** The buttons of the retail actions the order allows now. */
export function RetailActionButtons({
  actions,
  onAction,
}: {
  actions: readonly RetailAction[];
  onAction: (action: RetailAction) => void;
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
          variant={action === 'cancel' || action === 'shippingInfo' ? 'outlined' : 'contained'}
          color={action === 'cancel' ? 'error' : 'primary'}
          onClick={() => onAction(action)}
        >
          {translate(LABELS[action])}
        </Button>
      ))}
    </>
  );
}
