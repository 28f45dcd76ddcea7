import { useInput, useTranslate } from 'react-admin';
import { filterDay } from '../../../api/list';
import { DayPicker } from './DayPicker';
import { parseDay } from './dates';

export interface DateFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/**
 * A react-admin filter input over the day picker: the filter (and the URL) keeps `yyyy-MM-dd`,
 * the picker shows dd.MM.yyyy in Russian.
 */
export function DateFilterInput({ source, label }: DateFilterInputProps) {
  const translate = useTranslate();
  const { field } = useInput({
    source,
    format: (value: unknown) => value ?? '',
    parse: (value: unknown) => value,
  });
  const value = parseDay(typeof field.value === 'string' ? field.value : null);
  return (
    <DayPicker
      label={translate(label)}
      name={source}
      value={value}
      size="small"
      fullWidth={false}
      onChange={(next) => {
        if (next === null) field.onChange('');
        else {
          const day = filterDay(next);
          if (day) field.onChange(day);
        }
      }}
    />
  );
}
