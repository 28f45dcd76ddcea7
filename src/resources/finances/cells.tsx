import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { missingValue } from '../../components/format';
import { t } from '../../i18n';
import { safeInvoiceHref } from './invoiceHref';

/** The cells of the finance tables. */

/** '5 %', '7,5 %' or '----'. */
export function formatPercent(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return missingValue();
  return t('finances.percent', { value: String(Number(value.toFixed(2))).replace('.', ',') });
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
