import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { CAPTCHA_PROVIDER, type CaptchaProviderName } from '../../config/captcha';
import { LocalCaptcha } from './LocalCaptcha';
import type { CaptchaProps } from './types';

/** The Google provider and react-google-recaptcha are a separate chunk, fetched only when used. */
const GoogleCaptcha = lazy(() => import('./GoogleCaptcha'));

export interface CaptchaComponentProps extends CaptchaProps {
  /** Defaults to the build's choice (VITE_CAPTCHA); tests may pick one. */
  provider?: CaptchaProviderName;
}

/** The captcha of the login and forgot-password forms, by provider. */
export function Captcha({ provider = CAPTCHA_PROVIDER, ...props }: CaptchaComponentProps) {
  if (provider === 'google') {
    return (
      <Box sx={{ minHeight: 78 }}>
        <Suspense fallback={null}>
          <GoogleCaptcha {...props} />
        </Suspense>
      </Box>
    );
  }
  return <LocalCaptcha {...props} />;
}
