import { useTranslate } from 'react-admin';
import type { Message } from '../shared/validation';

/** Translates a validation message (or undefined). */
export function useMessage(): (message: Message | undefined) => string | undefined {
  const translate = useTranslate();
  return (message) => (message ? translate(message.key, message.args) : undefined);
}
