import { createContext, useContext, useState } from 'react';
import { IconButton, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { PHONE_PREFIXES, phoneDigitsFor } from '../../../validation/requisites';

/** True inside a form whose section has an edit waiting: every field is shown read-only. */
export const SectionReadOnly = createContext(false);

export interface SettingsTextProps<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  multiline?: boolean;
  autoComplete?: string;
  type?: string;
  helperText?: string;
}

/** A text field bound to a settings form; its message comes from the form's resolver. */
export function SettingsText<V extends FieldValues>({
  name,
  label,
  required,
  readOnly,
  inputMode,
  multiline,
  autoComplete,
  type,
  helperText,
}: SettingsTextProps<V>) {
  const { field, fieldState } = useController<V>({ name });
  const locked = useContext(SectionReadOnly) || readOnly;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      required={required && !locked}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      type={type}
      fullWidth
      slotProps={{ htmlInput: { readOnly: locked, inputMode, autoComplete } }}
    />
  );
}

/** A password field with a show/hide toggle, bound to a settings form. */
export function SecretText<V extends FieldValues>({
  name,
  label,
  autoComplete,
}: {
  name: FieldPath<V>;
  label: string;
  autoComplete: string;
}) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController<V>({ name });
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      type={visible ? 'text' : 'password'}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      required
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'settings.password.hide' : 'settings.password.show')}
                onClick={() => setVisible((value) => !value)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * A phone as the prefix select (`<name>Prefix`) plus the number (`<name>Number`); the payload
 * builds prefix + digits.
 */
export function PhoneInput<V extends FieldValues>({
  name,
  label,
  required,
  readOnly,
}: {
  name: string;
  label: string;
  required?: boolean;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const prefix = useController<V>({ name: `${name}Prefix` as FieldPath<V> });
  const number = useController<V>({ name: `${name}Number` as FieldPath<V> });
  const prefixValue = (prefix.field.value as string | undefined) ?? '+7';
  const locked = useContext(SectionReadOnly) || readOnly;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        label={translate('settings.phone.prefix')}
        name={prefix.field.name}
        value={prefixValue}
        onChange={(event) => prefix.field.onChange(event.target.value)}
        disabled={locked}
        // A flex basis, not a width: react-admin's theme makes every form control 100% wide on phones.
        sx={{ flex: '0 0 112px' }}
      >
        {PHONE_PREFIXES.map((entry) => (
          <MenuItem key={entry.prefix} value={entry.prefix}>
            {entry.prefix}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={label}
        name={number.field.name}
        inputRef={number.field.ref}
        value={(number.field.value as string | undefined) ?? ''}
        onChange={(event) => number.field.onChange(event.target.value)}
        onBlur={number.field.onBlur}
        required={required && !locked}
        error={number.fieldState.error !== undefined}
        helperText={number.fieldState.error?.message}
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: locked,
            inputMode: 'tel',
            placeholder: prefixValue === '+7' ? '912 345-67-89' : '0'.repeat(phoneDigitsFor(prefixValue)),
          },
        }}
      />
    </Stack>
  );
}

export interface SelectOption {
  value: number;
  label: string;
}

/** A select of numeric ids bound to a settings form. */
export function SettingsSelect<V extends FieldValues>({
  name,
  label,
  options,
  readOnly,
}: {
  name: FieldPath<V>;
  label: string;
  options: readonly SelectOption[];
  readOnly?: boolean;
}) {
  const { field, fieldState } = useController<V>({ name });
  const value = field.value as number | null | undefined;
  const locked = useContext(SectionReadOnly) || readOnly;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={value ?? ''}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      disabled={locked}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
