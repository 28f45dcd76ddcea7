export { BRAND, branded } from './brand';
export { environment, environmentFor, BASE_PATH } from './environment';
export type { Environment, EnvironmentName } from './environment';
export { CAPTCHA_PROVIDER, RECAPTCHA_SITE_KEY } from './captcha';
export type { CaptchaProviderName } from './captcha';
export { SUPPORT } from './support';
