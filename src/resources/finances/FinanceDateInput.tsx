import { useState } from 'react';
import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerOwnerState } from '@mui/x-date-pickers/models';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

/** Spec section 5: the finance date pickers show dd/MM/yyyy. */
export const FINANCE_DATE_FORMAT = 'dd/MM/yyyy';

export interface FinanceDateInputProps {
  label: string;
  /** The chosen day as `yyyy-MM-dd`, or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** Bounds as `yyyy-MM-dd` (the other end of the range). */
  minDay?: string | null;
  maxDay?: string | null;
}

const toDate = (day: string | null | undefined): Date | null => {
  if (!day) return null;
  const date = parseISO(day);
  return isValid(date) ? date : null;
};

const DESKTOP_ACTIONS: PickersActionBarAction[] = ['clear'];
const MOBILE_ACTIONS: PickersActionBarAction[] = ['clear', 'cancel', 'accept'];

/** Desktop closes on a pick, so it needs only 'Очистить'; mobile confirms with 'OK'. */
const actionBar = (ownerState: PickerOwnerState) => ({
  actions: ownerState.pickerVariant === 'desktop' ? DESKTOP_ACTIONS : MOBILE_ACTIONS,
});

/**
 * A day picker with a read-only text input (spec section 5): the seller picks from the calendar
 * (a click on the field or its button opens it) and cannot type; 'Очистить' clears the day.
 * Needs a LocalizationProvider with the date-fns adapter and the `ru` locale above it.
 */
export function FinanceDateInput({ label, value, onChange, minDay, maxDay }: FinanceDateInputProps) {
  const [open, setOpen] = useState(false);
  const minDate = toDate(minDay);
  const maxDate = toDate(maxDay);
  return (
    <DatePicker
      label={label}
      value={toDate(value)}
      format={FINANCE_DATE_FORMAT}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onAccept={(date) => onChange(date && isValid(date) ? formatWithPattern(date, 'yyyy-MM-dd') : null)}
      {...(minDate ? { minDate } : {})}
      {...(maxDate ? { maxDate } : {})}
      slotProps={{
        field: { readOnly: true },
        textField: { size: 'small', variant: 'outlined', fullWidth: true, onClick: () => setOpen(true) },
        actionBar,
      }}
    />
  );
}
