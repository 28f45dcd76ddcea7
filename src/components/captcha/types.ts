/**
 * The captcha seen by a form: it reports a token when solved and `null` when the solution is
 * withdrawn or expires. Changing `resetKey` resets the widget (after a failed login); the form
 * forgets its token itself at the same moment.
 */
export interface CaptchaProps {
  onChange(token: string | null): void;
  /** Any change (e.g. a counter incremented by the form) resets the captcha. */
  resetKey: number;
}

/** The token of the local provider (the payload carries no captcha token: it gates the button). */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha';
