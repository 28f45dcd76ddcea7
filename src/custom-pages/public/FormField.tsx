import type { ChangeEventHandler, FocusEventHandler, HTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  type?: string;
  autoComplete?: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: ReactNode;
  /** e.g. `alert` so a server message under the field is announced. */
  helperRole?: HTMLAttributes<HTMLElement>['role'];
  endAdornment?: ReactNode;
}

/**
 * An outlined text field (label, input, message under it) assembled from the input parts.
 * MUI's TextField would also pull Select, Menu, Popover and Modal into the login download.
 */
export function FormField({
  id,
  name,
  label,
  value,
  type = 'text',
  autoComplete,
  onChange,
  onBlur,
  onFocus,
  error = false,
  helperText,
  helperRole,
  endAdornment,
}: FormFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        autoComplete={autoComplete}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        endAdornment={endAdornment}
        slotProps={{ input: { 'aria-describedby': helperId, 'aria-invalid': error } }}
      />
      {helperText ? (
        <FormHelperText id={helperId} role={helperRole}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
