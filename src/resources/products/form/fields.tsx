import type { ReactNode } from 'react';
import { Checkbox, FormControlLabel, TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldPath } from 'react-hook-form';
import type { ProductFormValues } from '../../../api/productsPayloads';

type Name = FieldPath<ProductFormValues>;

export interface FormTextProps {
  name: Name;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** 'decimal' or 'numeric' opens the phone's number keyboard. */
  inputMode?: 'decimal' | 'numeric';
  /** A select: its MenuItems; the value is a number (or null for ''). */
  options?: ReactNode;
  /** The text under the field when it has no error. */
  hint?: string;
  size?: TextFieldProps['size'];
  /** A select whose empty value ('' for null) has a visible item ('Без шаблона'). */
  displayEmpty?: boolean;
  disabled?: boolean;
}

/**
 * A text field (or a select of ids) bound to the product form: its value, its message (already
 * translated by the form's resolver) and its ref, so the first wrong field gets the focus.
 */
export function FormText({
  name,
  label,
  required,
  multiline,
  inputMode,
  options,
  hint,
  size,
  displayEmpty,
  disabled,
}: FormTextProps) {
  const { field, fieldState } = useController<ProductFormValues>({ name });
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
        field.onChange(select ? (text === '' ? null : Number(text)) : text);
      }}
      onBlur={field.onBlur}
      select={select}
      required={required}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? hint}
      size={size}
      fullWidth
      slotProps={{
        htmlInput: inputMode ? { inputMode } : undefined,
        select: displayEmpty ? { displayEmpty } : undefined,
        inputLabel: displayEmpty ? { shrink: true } : undefined,
      }}
    >
      {options}
    </TextField>
  );
}

/** A checkbox bound to a boolean of the product form. */
export function FormCheckbox({ name, label }: { name: Name; label: string }) {
  const { field } = useController<ProductFormValues>({ name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={label}
    />
  );
}
