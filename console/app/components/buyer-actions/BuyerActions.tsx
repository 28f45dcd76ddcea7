import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { Button, Confirm, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { Market, OrderRecord } from '../../records';
import { checkDays, checkFutureDay } from './checks';
import { useBuyerAction } from './useBuyerAction';
import { ValueDialog } from './ValueDialog';

/** What an action asks before it is sent; the others are sent on the click. */
const ASKS: Readonly<Record<string, 'days' | 'date' | 'confirm'>> = {
  'request-pay-renewal': 'days',
  'request-dispatch-extension': 'date',
  cancel: 'confirm',
};

function BuyerActionButton({
  market,
  orderId,
  action,
}: {
  market: Market;
  orderId: Identifier;
  action: string;
}) {
  const translate = useTranslate();
  const { run, isPending } = useBuyerAction(market, orderId);
  const [open, setOpen] = useState(false);
  const asks = ASKS[action];
  const label = translate(`console.action.${action}`, { _: action });
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label={label}
        variant="contained"
        color={action === 'cancel' ? 'error' : 'primary'}
        disabled={isPending}
        onClick={() => (asks ? setOpen(true) : run(action))}
      />
      {asks === 'days' && (
        <ValueDialog
          open={open}
          title={`console.action.${action}`}
          label="console.actions.days"
          hint="console.actions.daysHint"
          type="number"
          check={checkDays}
          onClose={close}
          onSubmit={(raw) => run(action, { days: Number(raw) })}
        />
      )}
      {asks === 'date' && (
        <ValueDialog
          open={open}
          title={`console.action.${action}`}
          label="console.actions.date"
          hint="console.actions.dateHint"
          type="date"
          check={(raw) => checkFutureDay(raw)}
          onClose={close}
          onSubmit={(raw) => run(action, { date: raw })}
        />
      )}
      {asks === 'confirm' && (
        <Confirm
          isOpen={open}
          loading={isPending}
          title="console.actions.cancelTitle"
          content="console.actions.cancelContent"
          translateOptions={{ id: String(orderId) }}
          onConfirm={() => {
            run(action);
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}

/**
 * The buyer's buttons of an order: exactly the record's `allowedActions` (the server says what
 * its status allows now).
 */
export function BuyerActions({ market }: { market: Market }) {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const actions = record.allowedActions ?? [];
  if (actions.length === 0) {
    return <Typography variant="body2">{translate('console.actions.none')}</Typography>;
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <BuyerActionButton key={action} market={market} orderId={record.id} action={action} />
      ))}
    </Stack>
  );
}
