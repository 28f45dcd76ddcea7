/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND?: string;
  readonly VITE_CAPTCHA?: 'google' | 'local';
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
