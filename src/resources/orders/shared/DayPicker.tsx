import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { RuDateProvider } from '../../../components/dates';

export const DAY_FORMAT = 'dd.MM.yyyy';

export interface DayPickerProps {
  label: string;
  name: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * A controlled day picker (dd.MM.yyyy, Russian calendar) for the order forms and filters. It
 * brings its own Russian date provider: the order modals open outside the order page too (the
 * work queue).
 */
export function DayPicker({
  label,
  name,
  value,
  onChange,
  minDate,
  maxDate,
  error,
  required,
  disabled,
  size = 'small',
  fullWidth = true,
}: DayPickerProps) {
  return (
    <RuDateProvider>
      <DatePicker
        label={label}
        name={name}
        value={value}
        onChange={(next) => onChange(next)}
        format={DAY_FORMAT}
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        slotProps={{
          textField: {
            size,
            fullWidth,
            variant: 'filled',
            margin: 'dense',
            required,
            error: Boolean(error),
            helperText: error,
          },
          field: { clearable: true },
        }}
      />
    </RuDateProvider>
  );
}
