import { BASE_PATH } from '../../config/environment';
import type { WidgetTheme } from '../../widget/widgetModel';

export type { WidgetTheme };

export interface EmbedOptions {
  width: number;
  height: number;
  theme: WidgetTheme;
}

/** The sizes a seller may choose, in CSS pixels; the widget's card fills whatever it is given. */
export const EMBED_LIMITS = {
  width: { min: 240, max: 1200, default: 360 },
  height: { min: 320, max: 1200, default: 440 },
} as const;

export const DEFAULT_EMBED: EmbedOptions = {
  width: EMBED_LIMITS.width.default,
  height: EMBED_LIMITS.height.default,
  theme: 'light',
};

/** A typed size brought within its limits (whole pixels); text that is not a number keeps the default. */
export function clampSize(
  value: string | number,
  limits: { min: number; max: number; default: number },
): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return limits.default;
  return Math.min(limits.max, Math.max(limits.min, Math.round(number)));
}

/** The widget page of a store: `{sellerUrl}/seller/iframe-embed?storeId=5` (`&theme=dark`). */
export function widgetUrl(sellerUrl: string, storeId: number, theme: WidgetTheme): string {
  const query = new URLSearchParams({ storeId: String(storeId) });
  if (theme === 'dark') query.set('theme', 'dark');
  return `${sellerUrl}${BASE_PATH}/iframe-embed?${query.toString()}`;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML a seller pastes into their own site. */
export function embedCode(sellerUrl: string, storeId: number, options: EmbedOptions, title: string): string {
  const attributes: [string, string][] = [
    ['src', widgetUrl(sellerUrl, storeId, options.theme)],
    ['width', String(clampSize(options.width, EMBED_LIMITS.width))],
    ['height', String(clampSize(options.height, EMBED_LIMITS.height))],
    ['title', title],
    ['style', 'border:0'],
    ['loading', 'lazy'],
  ];
  return `<iframe ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}></iframe>`;
}
