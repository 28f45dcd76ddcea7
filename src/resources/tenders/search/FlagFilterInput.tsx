import { FormControlLabel, Switch } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface FlagFilterInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  alwaysOn?: boolean;
}

/** A yes/no filter as a switch: on is `true`; off is `false`, which the body sends as no filter. */
export function FlagFilterInput({ source, label }: FlagFilterInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source, format: (value: unknown) => value === true || value === 'true' });
  return (
    <FormControlLabel
      sx={{ ml: 0 }}
      control={
        <Switch
          name={source}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={translate(label)}
    />
  );
}
