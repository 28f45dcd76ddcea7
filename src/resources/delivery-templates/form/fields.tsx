import type { ReactNode } from 'react';
import { Autocomplete, FormControlLabel, Switch, TextField } from '@mui/material';
import { useController, type FieldPath } from 'react-hook-form';
import type { TemplateFormValues } from '../../../api/deliveryTemplatePayloads';

type Name = FieldPath<TemplateFormValues>;

export interface TemplateTextProps {
  name: Name;
  label: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
  /** A select: its MenuItems; the value is a number (or null for ''). */
  options?: ReactNode;
  disabled?: boolean;
  /** Runs after a change (a select's new id). */
  onPicked?: (value: number | null) => void;
}

/** A text field (or a select of ids) bound to the template form, its message from the resolver. */
export function TemplateText({
  name,
  label,
  required,
  inputMode,
  options,
  disabled,
  onPicked,
}: TemplateTextProps) {
  const { field, fieldState } = useController<TemplateFormValues>({ name });
  const select = options !== undefined;
  const value = field.value as string | number | null;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        const next = text === '' ? null : Number(text);
        field.onChange(select ? next : text);
        if (select) onPicked?.(next);
      }}
      onBlur={field.onBlur}
      select={select}
      required={required}
      disabled={disabled}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      fullWidth
      slotProps={{ htmlInput: inputMode ? { inputMode } : undefined }}
    >
      {options}
    </TextField>
  );
}

/** A switch bound to a boolean of the template form; `onToggle` runs after the change. */
export function TemplateSwitch({
  name,
  label,
  onToggle,
}: {
  name: Name;
  label: string;
  onToggle?: (checked: boolean) => void;
}) {
  const { field } = useController<TemplateFormValues>({ name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={label}
    />
  );
}

export interface IdOption {
  id: number;
  name: string;
}

export interface IdsSelectProps {
  name: Name;
  label: string;
  options: readonly IdOption[];
  loading?: boolean;
  noOptionsText: string;
  hint?: string;
  required?: boolean;
  /** Runs after a change with the chosen ids. */
  onPicked?: (ids: number[]) => void;
}

/**
 * A multi-select of ids (products, regions, cities) bound to the template form. Ids whose names
 * are not loaded yet keep their place and show as their number.
 */
export function IdsSelect({
  name,
  label,
  options,
  loading,
  noOptionsText,
  hint,
  required,
  onPicked,
}: IdsSelectProps) {
  const { field, fieldState } = useController<TemplateFormValues>({ name });
  const ids = (field.value as number[] | undefined) ?? [];
  const byId = new Map(options.map((option) => [option.id, option]));
  const value = ids.map((id) => byId.get(id) ?? { id, name: String(id) });
  return (
    <Autocomplete<IdOption, true>
      multiple
      options={options as IdOption[]}
      value={value}
      loading={loading}
      noOptionsText={noOptionsText}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, chosen) => {
        const next = chosen.map((option) => option.id);
        field.onChange(next);
        onPicked?.(next);
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}
