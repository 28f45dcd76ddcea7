export type CaptchaProviderName = 'google' | 'local';

export const CAPTCHA_PROVIDER: CaptchaProviderName =
  import.meta.env.VITE_CAPTCHA === 'google' ? 'google' : 'local';

export const RECAPTCHA_SITE_KEY: string = import.meta.env.VITE_RECAPTCHA_SITE_KEY ?? '';
