import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { deliveryMethodChoices } from '../../../domain';

/**
 * The delivery method select of the shipping forms. The server takes only the order's own
 * method, so the select shows it and is locked (with a hint saying so).
 */
export function DeliveryMethodField({ value, label, hint }: { value: number; label: string; hint: string }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      name="deliveryMethodId"
      label={label}
      value={value}
      disabled
      helperText={hint}
      fullWidth
    >
      {deliveryMethodChoices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
