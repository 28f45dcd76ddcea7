/**
 * The page's first script: it sets `color-scheme` from the seller's remembered light or dark
 * choice before anything paints, so a seller who chose light on a dark system (or the reverse)
 * sees no blank canvas of the other scheme while the app's code downloads. It runs inline in the
 * head of index.html (the build injects it, vite.config.ts), and the server's Content-Security-Policy
 * allows exactly this text by its hash (server/lib/securityHeaders.ts): one text, both sides.
 */

/** The localStorage key of the choice (no key: follow the system's `prefers-color-scheme`). */
export const THEME_MODE_KEY = 'sellerThemeMode';

export const THEME_BOOT_SCRIPT =
  `try{var m=localStorage.getItem(${JSON.stringify(THEME_MODE_KEY)});` +
  `if(m==='light'||m==='dark')document.documentElement.style.colorScheme=m}catch(e){}`;
