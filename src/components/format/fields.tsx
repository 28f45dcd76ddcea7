import { Typography, type TypographyProps } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDay, formatMoneyOrDash } from './format';

type ValueFieldProps = FieldProps & Pick<TypographyProps, 'variant' | 'sx'>;

const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);
const noWrap: SxProps<Theme> = { whiteSpace: 'nowrap' };

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

export interface MoneyTextProps {
  value: number | null | undefined;
  /** 'body2' by default; 'inherit' takes the font of the surrounding text (cards, table cells). */
  variant?: TypographyProps['variant'];
  sx?: SxProps<Theme>;
}

/**
 * Every amount of the back office: '1 234,00 руб.', '1 234,50 руб.' (kopecks always shown) or
 * '----' when missing; never wrapped, so 'руб.' stays with its number.
 */
export function MoneyText({ value, variant = 'body2', sx }: MoneyTextProps) {
  return (
    <Typography component="span" variant={variant} sx={[noWrap, ...sxList(sx)]}>
      {formatMoneyOrDash(value)}
    </Typography>
  );
}

/** MoneyText as a react-admin field (reads `source` of the record; numeric strings are accepted). */
export function MoneyField(props: ValueFieldProps) {
  const value = useFieldValue(props);
  return <MoneyText value={asNumber(value)} variant={props.variant} sx={props.sx} />;
}

/** A react-admin field showing 'DD.MM.YYYY HH:mm МСК' (or the Moscow day 'DD.MM.YYYY' with `dayOnly`). */
export function DateTimeField({ dayOnly, ...props }: ValueFieldProps & { dayOnly?: boolean }) {
  const value = useFieldValue(props) as string | number | Date | null | undefined;
  return (
    <Typography component="span" variant={props.variant ?? 'body2'} sx={[noWrap, ...sxList(props.sx)]}>
      {dayOnly ? formatDay(value) : formatDate(value)}
    </Typography>
  );
}
