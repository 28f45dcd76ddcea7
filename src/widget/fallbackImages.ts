/**
 * Fallback pictures of the widget, as data URLs (the page's CSP allows `img-src data:`): they
 * need no request and cannot fail to load themselves.
 */
const svg = (body: string, viewBox: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
  )}`;

/** A calm gradient where the store has no banner picture. */
export const FALLBACK_PICTURE = svg(
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b7fd6"/><stop offset="1" stop-color="#8fb1f0"/></linearGradient></defs><rect width="400" height="120" fill="url(#g)"/>',
  '0 0 400 120',
);

/** A storefront pictogram where the store has no logo. */
export const FALLBACK_LOGO = svg(
  '<rect width="64" height="64" fill="#eef2fb"/><path d="M14 26h36l-3-10H17z" fill="#5b7fd6"/><rect x="17" y="28" width="30" height="20" fill="#8fb1f0"/><rect x="28" y="36" width="8" height="12" fill="#eef2fb"/>',
  '0 0 64 64',
);
