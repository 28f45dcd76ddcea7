import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PHONE_PREFIXES, phoneDigitsFor } from '../shared/validation';

export interface PhoneFieldProps {
  name: string;
  label: string;
  prefix: string;
  number: string;
  onPrefixChange: (prefix: string) => void;
  onNumberChange: (number: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * Driver phone: a prefix select plus the number, typed as the seller likes ('912 345-67-89',
 * '+7 (912) 345-67-89'); sent as prefix + digits.
 */
export function PhoneField({
  name,
  label,
  prefix,
  number,
  onPrefixChange,
  onNumberChange,
  error,
  required,
}: PhoneFieldProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        label={translate('orders.modals.shippedRetail.phonePrefix')}
        name={`${name}Prefix`}
        value={prefix}
        onChange={(event) => onPrefixChange(event.target.value)}
        // A flex basis, not a width: react-admin's theme makes every form control 100% wide on phones.
        sx={{ flex: '0 0 120px' }}
      >
        {PHONE_PREFIXES.map((p) => (
          <MenuItem key={p.prefix} value={p.prefix}>
            {p.prefix}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={label}
        name={name}
        value={number}
        required={required}
        onChange={(event) => onNumberChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{
          htmlInput: {
            inputMode: 'tel',
            placeholder: prefix === '+7' ? '912 345-67-89' : '0'.repeat(phoneDigitsFor(prefix)),
          },
        }}
      />
    </Stack>
  );
}
