import type { Ref } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { completedTime, typedTime } from './timeText';

/** A time of day as the product writes it: 24-hour 'HH:mm'. */
export const TIME_FIELD_FORMAT = 'HH:mm';

export interface TimeOfDayFieldProps {
  name: string;
  label: string;
  /** 'HH:mm', or what is being typed. */
  value: string;
  onChange: (time: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  readOnly?: boolean;
  width?: number;
}

/**
 * A time of day in the Russian 24-hour format ('09:00', never '09:00 AM') whatever the browser's
 * language: a text field with the 'ЧЧ:ММ' mask instead of `<input type="time">`, whose display
 * follows the browser. The form keeps 'HH:mm' and checks it (settings/store/rules.ts).
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
  width = 140,
}: TimeOfDayFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      name={name}
      inputRef={inputRef}
      label={label}
      value={value}
      placeholder={translate('common.time.placeholder')}
      onChange={(event) => onChange(typedTime(event.target.value))}
      onBlur={() => {
        const completed = completedTime(value);
        if (completed !== value) onChange(completed);
        onBlur?.();
      }}
      error={error}
      helperText={helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { readOnly, inputMode: 'numeric', maxLength: 5, autoComplete: 'off' },
      }}
      sx={{ width }}
    />
  );
}
