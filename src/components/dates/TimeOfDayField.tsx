import type { Ref } from 'react';
import { isValid } from 'date-fns';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { RuDateProvider } from './DateProvider';
import { useTextValue } from './useTextValue';

/** A time of day as the product writes it: 24-hour 'HH:mm'. */
export const TIME_FIELD_FORMAT = 'HH:mm';

export interface TimeOfDayFieldProps {
  name: string;
  label: string;
  /** 'HH:mm', or '' for none. */
  value: string;
  /** 'HH:mm', or '' while the time is empty or unfinished. */
  onChange: (time: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  readOnly?: boolean;
  /** Minutes between the times the clock offers. */
  minutesStep?: number;
  width?: number;
}

const TIME = /^(\d{2}):(\d{2})(:\d{2})?$/;
const pad = (value: number): string => String(value).padStart(2, '0');

/** 'HH:mm' (or 'HH:mm:ss') as a Date of a fixed day (only its hours and minutes matter), or null. */
function timeDate(text: string): Date | null {
  const match = TIME.exec(text);
  return match ? new Date(2000, 0, 1, Number(match[1]), Number(match[2])) : null;
}

const timeText = (date: Date | null): string =>
  date && isValid(date) ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';

/**
 * A time of day in the Russian 24-hour format ('09:00', never '09:00 AM') whatever the browser's
 * language, unlike `<input type="time">`; the form keeps 'HH:mm'.
 */
export function TimeOfDayField({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  readOnly,
  minutesStep = 5,
  width = 150,
}: TimeOfDayFieldProps) {
  const [date, change] = useTextValue(value, timeDate, timeText);
  return (
    <RuDateProvider>
      <TimePicker
        label={label}
        name={name}
        value={date}
        ampm={false}
        format={TIME_FIELD_FORMAT}
        minutesStep={minutesStep}
        readOnly={readOnly}
        inputRef={inputRef}
        onChange={(next) => onChange(change(next))}
        onClose={onBlur}
        slotProps={{ textField: { size: 'small', error, helperText, onBlur, sx: { width } } }}
      />
    </RuDateProvider>
  );
}
