import { currentThemeMode, subscribeThemeMode } from './themeModeStore';

/**
 * Keeps the page's `color-scheme` on the current mode from the first script on: the browser then
 * paints its blank canvas, scroll bars and native controls dark before any screen's code arrives,
 * so a dark page does not flash white on load.
 */
export function keepRootColorScheme(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    root.style.colorScheme = currentThemeMode();
  };
  apply();
  return subscribeThemeMode(apply);
}
