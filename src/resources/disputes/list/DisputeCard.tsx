import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Dispute } from '../../../api/disputes';
import { formatDate, missingValue, MoneyText } from '../../../components/format';
import { ListCard } from '../../../components/list';
import { DisputeActionButtons } from '../actions/DisputeActionButtons';
import { DetailsButton, useReasonText } from './cells';
import { StatusChip } from '../../../components/status';

/** A dispute on a phone: number, status, buyer, reason and order, date, amount, its buttons. */
export function DisputeCard({ row }: { row: Dispute }) {
  const translate = useTranslate();
  const reasonText = useReasonText();
  return (
    <>
      <ListCard
        title={translate('disputes.list.idValue', { id: row.id })}
        badge={<StatusChip concept="dispute" id={row.statusId} />}
        primary={row.buyerName ?? missingValue()}
        secondary={`${reasonText(row.reasonId)} · ${translate('disputes.list.orderValue', {
          number: row.orderNumber ?? missingValue(),
        })}`}
        caption={formatDate(row.creationDate)}
        amount={<MoneyText value={row.orderAmount} sx={{ fontWeight: 600 }} />}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <DetailsButton dispute={row} />
        <DisputeActionButtons dispute={row} />
      </Stack>
    </>
  );
}
