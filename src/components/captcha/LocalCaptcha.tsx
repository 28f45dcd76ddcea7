import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
/* The text itself, not the translator: `t` would bring every area's texts into the login download. */
import { auth } from '../../i18n/ru/auth';
import { LOCAL_CAPTCHA_TOKEN, type CaptchaProps } from './types';

function LocalCaptchaBox({ onChange }: Pick<CaptchaProps, 'onChange'>) {
  const [checked, setChecked] = useState(false);
  return (
    <FormControlLabel
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, pr: 2, mx: 0, bgcolor: 'action.hover' }}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            onChange(event.target.checked ? LOCAL_CAPTCHA_TOKEN : null);
          }}
          slotProps={{ input: { name: 'captcha' } }}
        />
      }
      label={auth.captcha.label}
    />
  );
}

/** Offline provider: a checkbox 'Я не робот'. A new `resetKey` remounts it unchecked. */
export function LocalCaptcha({ onChange, resetKey }: CaptchaProps) {
  return <LocalCaptchaBox key={resetKey} onChange={onChange} />;
}
