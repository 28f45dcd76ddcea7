export {
  THEME_MODE_KEY,
  chooseThemeMode,
  currentThemeMode,
  readThemeChoice,
  subscribeThemeMode,
  systemThemeMode,
  type ThemeMode,
} from './themeModeStore';
export { useThemeMode, type ThemeModeState } from './useThemeMode';
export { keepRootColorScheme } from './rootColorScheme';
