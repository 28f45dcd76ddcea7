import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoneyOrDash, missingValue } from '../../components/format';
import { t } from '../../i18n';
import { StatusChip, retailOrderStatusKind, wholesaleOrderStatusKind } from '../../components/status';
import { safeInvoiceHref } from './invoiceHref';
import { retailStatusKey, safeDealStatusKey, wholesaleStatusKey } from './options';

/** The cells of the finance tables. */

/** '5 %', '7,5 %' or '----'. */
export function formatPercent(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return missingValue();
  return t('finances.percent', { value: String(Number(value.toFixed(2))).replace('.', ',') });
}

/** An amount in rubles ('1 234,50 руб.') or '----'. */
export function MoneyText({ value }: { value: number | null }) {
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoneyOrDash(value)}
    </Typography>
  );
}

export function PercentText({ value }: { value: number | null }) {
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatPercent(value)}
    </Typography>
  );
}

/** The invoice number, linked to its PDF in a new tab when the path is safe to open. */
export function InvoiceLink({ number, path }: { number: string | null; path: string | null }) {
  const translate = useTranslate();
  const href = safeInvoiceHref(path);
  const label = number ?? missingValue();
  if (!href) return <span>{label}</span>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('finances.invoiceLink', { number: label })}
      onClick={(event) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Link>
  );
}

function useStatusLabel() {
  const translate = useTranslate();
  return (key: string, id: number) => translate(key, { _: translate('finances.unknownStatus', { id }) });
}

/** A wholesale order status with the colours of spec section 4. */
export function WholesaleStatusChip({ id }: { id: number | null }) {
  const label = useStatusLabel();
  if (id === null) return <span>{missingValue()}</span>;
  return <StatusChip kind={wholesaleOrderStatusKind(id)} label={label(wholesaleStatusKey(id), id)} />;
}

/** A retail order status with the colours of spec section 4. */
export function RetailStatusChip({ id }: { id: number | null }) {
  const label = useStatusLabel();
  if (id === null) return <span>{missingValue()}</span>;
  return <StatusChip kind={retailOrderStatusKind(id)} label={label(retailStatusKey(id), id)} />;
}

/** The safe-deal status as text (Зарезервированы, Отправлены, Возврат оформлен, Не оплачен). */
export function SafeDealStatusText({ id }: { id: number | null }) {
  const label = useStatusLabel();
  return (
    <Typography component="span" variant="body2">
      {id === null ? missingValue() : label(safeDealStatusKey(id), id)}
    </Typography>
  );
}
