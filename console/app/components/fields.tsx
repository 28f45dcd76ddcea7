import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { formatMoscowDateTime, formatMoscowDay, parseInstant, rublesAmount } from '../../../rules';

/**
 * The console's date and money fields: the marketplace's one clock (rules/moscowTime.ts) and one
 * money format (rules/numbers.ts), whatever the browser's zone and language.
 */

function FieldText({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" className={className}>
      {children}
    </Typography>
  );
}

/** The record's value, or the translated `emptyText` (nothing without one) when it has none. */
function useFieldText(props: FieldProps, format: (value: unknown) => string | null): ReactNode {
  const translate = useTranslate();
  const value: unknown = useFieldValue(props);
  const text = value === null || value === undefined || value === '' ? null : format(value);
  if (text !== null) return text;
  return props.emptyText ? translate(props.emptyText, { _: props.emptyText }) : null;
}

/** The instant of a wire date (rules/moscowTime.ts `parseInstant`), a Date or epoch ms; null when unreadable. */
function instantOf(value: unknown): number | null {
  const ms =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? parseInstant(value)
          : null;
  return ms !== null && Number.isFinite(ms) ? ms : null;
}

/** The Moscow day 'dd.MM.yyyy' of a date; '' when unreadable. */
export function moscowDayText(value: unknown): string {
  const ms = instantOf(value);
  return ms === null ? '' : formatMoscowDay(ms);
}

/** 'dd.MM.yyyy HH:mm МСК' with `showTime`, else the Moscow day 'dd.MM.yyyy'. */
export function MoscowDateField({ showTime, ...props }: FieldProps & { showTime?: boolean }) {
  const translate = useTranslate();
  const text = useFieldText(props, (value) => {
    if (!showTime) return moscowDayText(value);
    const ms = instantOf(value);
    return ms === null ? '' : `${formatMoscowDateTime(ms)} ${translate('console.timeZone')}`;
  });
  return text === null ? null : <FieldText className={props.className}>{text}</FieldText>;
}

/** Rubles with kopecks, digits grouped by plain spaces: '12 345,50'. */
export function RublesField(props: FieldProps) {
  const text = useFieldText(props, (value) => {
    const rubles = typeof value === 'string' ? Number(value) : value;
    return typeof rubles === 'number' && Number.isFinite(rubles) ? rublesAmount(rubles) : '';
  });
  return text === null ? null : <FieldText className={props.className}>{text}</FieldText>;
}
