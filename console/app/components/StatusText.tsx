import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { statusKey } from '../choices';
import type { Market, OrderActionRecord } from '../records';

/** A status name of either market (an unknown id reads 'Статус <id>'). */
export function StatusName({ market, id }: { market: Market; id: number }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="span">
      {translate(statusKey(market, id), { _: translate('console.unknownStatus', { id }) })}
    </Typography>
  );
}

/** A status id of an order-actions record, named in the record's market. */
export function ActionStatusField({ source }: { source: 'statusBefore' | 'statusAfter' }) {
  const record = useRecordContext<OrderActionRecord>();
  const id = record?.[source];
  return record && id != null ? <StatusName market={record.market} id={id} /> : null;
}
