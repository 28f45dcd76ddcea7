import { useSyncExternalStore } from 'react';
import {
  chooseThemeMode,
  currentThemeMode,
  readThemeChoice,
  subscribeThemeMode,
  type ThemeMode,
} from './themeModeStore';

export interface ThemeModeState {
  /** The mode to draw. */
  mode: ThemeMode;
  /** The remembered choice; null while following the system. */
  choice: ThemeMode | null;
  choose: (choice: ThemeMode | null) => void;
}

/** The current light or dark mode, live: it follows a choice made here or in another tab and the system's scheme. */
export function useThemeMode(): ThemeModeState {
  const mode = useSyncExternalStore(subscribeThemeMode, currentThemeMode);
  const choice = useSyncExternalStore(subscribeThemeMode, readThemeChoice);
  return { mode, choice, choose: chooseThemeMode };
}
