import { Typography, type TypographyProps } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDay, formatMoneyOrDash } from './format';

type ValueFieldProps = FieldProps & Pick<TypographyProps, 'variant' | 'sx'>;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** A react-admin field showing rubles ('1 234,50 руб.' or '----'), never wrapped. */
export function MoneyField(props: ValueFieldProps) {
  const value = useFieldValue(props);
  return (
    <Typography
      component="span"
      variant={props.variant ?? 'body2'}
      sx={{ whiteSpace: 'nowrap', ...props.sx }}
    >
      {formatMoneyOrDash(asNumber(value))}
    </Typography>
  );
}

/** A react-admin field showing 'DD.MM.YYYY HH:mm' (or 'DD.MM.YYYY' with `dayOnly`). */
export function DateTimeField({ dayOnly, ...props }: ValueFieldProps & { dayOnly?: boolean }) {
  const value = useFieldValue(props) as string | number | Date | null | undefined;
  return (
    <Typography
      component="span"
      variant={props.variant ?? 'body2'}
      sx={{ whiteSpace: 'nowrap', ...props.sx }}
    >
      {dayOnly ? formatDay(value) : formatDate(value)}
    </Typography>
  );
}
