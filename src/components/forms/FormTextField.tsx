import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  control: Control<V>;
  /** The form's text field; `name` stays the input's own (wire) name. */
  field: FieldPathByValue<V, string>;
  /** Shown while the field has no message: a hint, or one made of the typed text (a counter). */
  hint?: string | ((value: string) => string);
};

/** A text input of a react-hook-form form: its value, and its rule's message in place of the hint. */
export function FormTextField<V extends FieldValues>({ control, field, hint, ...props }: FormTextFieldProps<V>) {
  const {
    field: input,
    fieldState: { error },
  } = useController({ control, name: field });
  const value = typeof input.value === 'string' ? input.value : '';
  return (
    <TextField
      {...props}
      value={value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={Boolean(error)}
      helperText={error?.message ?? (typeof hint === 'function' ? hint(value) : hint)}
    />
  );
}
