import { useState } from 'react';
import { isValid } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerOwnerState } from '@mui/x-date-pickers/models';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { useWatch } from 'react-hook-form';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { filterDay, pickedDayOf, pickerDateOf } from '../../api/list';

/** Spec section 5: filter dates show dd/MM/yyyy. */
export const FILTER_DATE_FORMAT = 'dd/MM/yyyy';

const toDate = (day: unknown): Date | null => pickerDateOf(filterDay(day));

const DESKTOP_ACTIONS: PickersActionBarAction[] = ['clear'];
const MOBILE_ACTIONS: PickersActionBarAction[] = ['clear', 'cancel', 'accept'];

/** Desktop closes on a pick, so it needs only 'Очистить'; mobile confirms with 'OK'. */
const actionBar = (ownerState: PickerOwnerState) => ({
  actions: ownerState.pickerVariant === 'desktop' ? DESKTOP_ACTIONS : MOBILE_ACTIONS,
});

/** Refuses a range whose start is after its end (a range read from a link may be). */
export const dateRangeValidator =
  (fromSource: string, toSource: string): Validator =>
  (_value, values: Record<string, unknown>) => {
    const from = filterDay(values[fromSource]);
    const to = filterDay(values[toSource]);
    return from && to && from > to ? 'common.list.dateRangeInverted' : undefined;
  };

export interface DateFilterInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  /** The other end of the range: this day may not be after (`endSource`) or before (`startSource`) it. */
  endSource?: string;
  startSource?: string;
  /** Its rule (the range check of `dateRangeFilters`); the list page also runs it on link values. */
  validate?: Validator;
  alwaysOn?: boolean;
}

/**
 * The day filter of every list (spec section 5): a read-only field that opens a Russian calendar;
 * the filter and the URL keep `yyyy-MM-dd` (the day the seller picked, see src/api/list.ts);
 * 'Очистить' removes it. The calendar offers no day on the wrong side of the other end, and a
 * range from a link that is inverted shows its message and is not sent.
 * Needs the RuDateProvider above it (ListPage has it).
 */
export function DateFilterInput({ source, label, endSource, startSource, validate }: DateFilterInputProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { field, fieldState } = useInput({
    source,
    validate,
    format: (value: unknown) => value ?? '',
    parse: (value: unknown) => value,
  });
  const other = useWatch({ name: endSource ?? startSource ?? source }) as unknown;
  const bound = endSource || startSource ? toDate(other) : null;
  const error = fieldState.error?.message;
  return (
    <DatePicker
      label={translate(label)}
      value={toDate(field.value)}
      format={FILTER_DATE_FORMAT}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onAccept={(date) => field.onChange(date && isValid(date) ? pickedDayOf(date) : '')}
      {...(bound && endSource ? { maxDate: bound } : {})}
      {...(bound && startSource ? { minDate: bound } : {})}
      slotProps={{
        field: { readOnly: true },
        textField: {
          name: source,
          size: 'small',
          variant: 'outlined',
          onClick: () => setOpen(true),
          onBlur: field.onBlur,
          error: Boolean(error),
          helperText: error ? <InputHelperText error={error} /> : undefined,
          sx: { width: 190 },
        },
        actionBar,
      }}
    />
  );
}

/** The two day filters of a range ('с' / 'по'), each bounding the other. */
export const dateRangeFilters = (
  [fromSource, fromLabel]: readonly [string, string],
  [toSource, toLabel]: readonly [string, string],
) => {
  const validate = dateRangeValidator(fromSource, toSource);
  return [
    <DateFilterInput
      key={fromSource}
      source={fromSource}
      label={fromLabel}
      endSource={toSource}
      validate={validate}
      alwaysOn
    />,
    <DateFilterInput
      key={toSource}
      source={toSource}
      label={toLabel}
      startSource={fromSource}
      validate={validate}
      alwaysOn
    />,
  ];
};
