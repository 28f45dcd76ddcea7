import { BASE_PATH } from '../config/environment';

/** The widget's page (specification: /iframe-embed), under the app's base path. */
export const WIDGET_PATH = `${BASE_PATH}/iframe-embed`;

/**
 * Whether a location's path is the widget's: the page itself, with or without the slash, and
 * anything below it (`/seller/iframe-embed/index.html`), as the reference server serves it.
 */
export const isWidgetPath = (pathname: string): boolean =>
  pathname === WIDGET_PATH || pathname.startsWith(`${WIDGET_PATH}/`);

/** The built page's own file (dist/iframe-embed/index.html), which every static host serves as it is. */
export const WIDGET_FILE_PATH = `${WIDGET_PATH}/index.html`;
