export { Captcha } from './Captcha';
export type { CaptchaComponentProps } from './Captcha';
export { LOCAL_CAPTCHA_TOKEN } from './types';
export type { CaptchaProps } from './types';
