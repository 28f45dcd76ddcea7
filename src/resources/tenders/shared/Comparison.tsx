import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScrollRegion } from '../../../components/a11y/ScrollRegion';
import type { OfferComparison, Verdict } from '../../../api/tendersPayloads';
import { formatDays, formatMoney, missingValue } from '../../../components/format';
import { StatusKindChip } from '../../../components/status';
import { shippingMethodLabelKey } from '../../../domain';
import { SectionCard } from '../../orders/shared/SectionCard';
import { daysDifferenceText, moneyDifferenceText, quantityDifferenceText } from './differenceText';
import { quantityText } from './quantity';

const C = 'tenders.comparison.';

function VerdictChip({ verdict }: { verdict: Verdict }) {
  const translate = useTranslate();
  if (verdict === 'unknown') return <span>{missingValue()}</span>;
  return (
    <StatusKindChip
      kind={verdict === 'within' ? 'success' : 'danger'}
      label={translate(verdict === 'within' ? `${C}verdict.within` : `${C}verdict.outside`)}
    />
  );
}

interface Row {
  key: keyof OfferComparison;
  offer: ReactNode;
  terms: ReactNode;
  difference: ReactNode;
  verdict: Verdict;
}

const orDash = <T,>(value: T | null, show: (value: T) => string): string =>
  value === null ? missingValue() : show(value);

/**
 * The offer beside the tender's terms (src/api/tendersPayloads.ts `compareOffer`): price per unit
 * and total with the difference in rubles and %, quantity, lead time and delivery, each row
 * marked within or outside the terms.
 */
export function Comparison({
  comparison,
  measureUnit,
}: {
  comparison: OfferComparison;
  measureUnit: string | null;
}) {
  const translate = useTranslate();
  const { pricePerUnit, total, quantity, deliveryDays, delivery } = comparison;
  const shipping = translate(shippingMethodLabelKey(delivery.shippingMethodId));
  const rows: Row[] = [
    {
      key: 'pricePerUnit',
      offer: orDash(pricePerUnit.offer, formatMoney),
      terms: orDash(pricePerUnit.wanted, formatMoney),
      difference: orDash(pricePerUnit.difference, moneyDifferenceText),
      verdict: pricePerUnit.verdict,
    },
    {
      key: 'total',
      offer: orDash(total.offer, formatMoney),
      terms: orDash(total.wanted, formatMoney),
      difference: orDash(total.difference, moneyDifferenceText),
      verdict: total.verdict,
    },
    {
      key: 'quantity',
      offer: orDash(quantity.offer, (value) => quantityText(value, measureUnit)),
      terms: quantityText(quantity.wanted, measureUnit),
      difference: orDash(quantity.difference, (value) => quantityDifferenceText(value, measureUnit)),
      verdict: quantity.verdict,
    },
    {
      key: 'deliveryDays',
      offer: orDash(deliveryDays.offer, formatDays),
      terms: orDash(deliveryDays.wanted, formatDays),
      difference: orDash(deliveryDays.difference, daysDifferenceText),
      verdict: deliveryDays.verdict,
    },
    {
      key: 'delivery',
      offer: orDash(delivery.amount, (amount) =>
        amount === 0 ? translate(`${C}free`) : formatMoney(amount),
      ),
      terms: shipping,
      difference: missingValue(),
      verdict: delivery.verdict,
    },
  ];
  return (
    <SectionCard title={translate(`${C}title`)}>
      <ScrollRegion label={translate(`${C}title`)}>
        <Table size="small" aria-label={translate(`${C}title`)} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${C}columns.figure`)}</TableCell>
              <TableCell>{translate(`${C}columns.offer`)}</TableCell>
              <TableCell>{translate(`${C}columns.terms`)}</TableCell>
              <TableCell>{translate(`${C}columns.difference`)}</TableCell>
              <TableCell>{translate(`${C}columns.verdict`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-figure={row.key} data-verdict={row.verdict}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {translate(`${C}rows.${row.key}`)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.offer}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.terms}</TableCell>
                <TableCell>{row.difference}</TableCell>
                <TableCell>
                  <VerdictChip verdict={row.verdict} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </SectionCard>
  );
}
