import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TenderProposalListItem } from '../../../api/tenders';
import { formatDate, MoneyText } from '../../../components/format';
import { InfoList } from '../../orders/shared/SectionCard';
import { daysText, quantityText } from './quantity';

type Summary = Pick<
  TenderProposalListItem,
  | 'productName'
  | 'quantity'
  | 'measureUnit'
  | 'pricePerUnit'
  | 'deliveryDays'
  | 'deliveryAmount'
  | 'totalAmount'
  | 'creationDate'
> & { comment: string | null };

/** What the seller offered: product, quantity, price, lead time, delivery, total and comment. */
export function ProposalSummary({ proposal }: { proposal: Summary }) {
  const translate = useTranslate();
  const P = (key: string) => translate(`tenders.proposal.${key}`);
  return (
    <InfoList
      items={[
        { label: P('productName'), value: proposal.productName },
        { label: P('quantity'), value: quantityText(proposal.quantity, proposal.measureUnit) },
        { label: P('pricePerUnit'), value: <MoneyText value={proposal.pricePerUnit} variant="inherit" /> },
        { label: P('deliveryDays'), value: daysText(proposal.deliveryDays) },
        {
          label: P('deliveryAmount'),
          value:
            proposal.deliveryAmount === 0 ? (
              translate('tenders.comparison.free')
            ) : (
              <MoneyText value={proposal.deliveryAmount} variant="inherit" />
            ),
        },
        {
          label: P('totalAmount'),
          value: <MoneyText value={proposal.totalAmount} variant="inherit" sx={{ fontWeight: 700 }} />,
        },
        { label: P('created'), value: formatDate(proposal.creationDate) },
        {
          label: P('comment'),
          value: proposal.comment ? (
            <Typography component="span" variant="inherit" sx={{ whiteSpace: 'pre-wrap' }}>
              {proposal.comment}
            </Typography>
          ) : null,
        },
      ]}
    />
  );
}
