import { isValid } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { pickedDayOf, pickerDateOf } from '../../api/list';
import { RuDateProvider } from './DateProvider';
import { useTextValue } from './useTextValue';

/** How a typed day reads: the Russian 'дд.мм.гггг'. */
export const DAY_FIELD_FORMAT = 'dd.MM.yyyy';

export interface DayFieldProps {
  name: string;
  label: string;
  /** `yyyy-MM-dd`, or '' for none. */
  value: string;
  /** `yyyy-MM-dd`, or '' while the day is empty or unfinished. */
  onChange: (day: string) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

const dayText = (date: Date | null): string => (date && isValid(date) ? pickedDayOf(date) : '');

/**
 * A calendar day typed or picked in the Russian calendar (dd.MM.yyyy whatever the browser's
 * language, unlike `<input type="date">`); the form keeps `yyyy-MM-dd`.
 */
export function DayField({
  name,
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  size = 'small',
  fullWidth = true,
}: DayFieldProps) {
  const [date, change] = useTextValue(value, pickerDateOf, dayText);
  return (
    <RuDateProvider>
      <DatePicker
        label={label}
        name={name}
        value={date}
        format={DAY_FIELD_FORMAT}
        disabled={disabled}
        onChange={(next) => onChange(change(next))}
        slotProps={{ textField: { size, fullWidth, error, helperText } }}
      />
    </RuDateProvider>
  );
}
