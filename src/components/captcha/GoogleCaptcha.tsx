import { useEffect, useRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { RECAPTCHA_SITE_KEY } from '../../config/captcha';
import type { CaptchaProps } from './types';

/**
 * Google reCAPTCHA v2 (checkbox). Loaded on demand by `Captcha`, so builds with the local
 * provider never download it. Expiry and errors withdraw the token.
 */
export default function GoogleCaptcha({ onChange, resetKey }: CaptchaProps) {
  const widget = useRef<ReCAPTCHA>(null);
  const firstKey = useRef(resetKey);

  useEffect(() => {
    if (resetKey !== firstKey.current) widget.current?.reset();
  }, [resetKey]);

  return (
    <ReCAPTCHA
      ref={widget}
      sitekey={RECAPTCHA_SITE_KEY}
      hl="ru"
      onChange={(token) => onChange(token ?? null)}
      onExpired={() => onChange(null)}
      onErrored={() => onChange(null)}
    />
  );
}
