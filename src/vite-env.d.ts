/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND?: string;
  readonly VITE_CAPTCHA?: 'google' | 'local';
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** Support e-mail of the footer (src/config/support.ts); default support@<main website host>. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
