import { createTheme, type PaletteOptions } from '@mui/material/styles';
import { keyboardFocusRing } from '../../components/a11y/focusRing';
import type { ThemeMode } from '../../components/themeMode';

const palettes: Record<ThemeMode, PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: '#2f4f8f', dark: '#223a6b', light: '#5a76b0', contrastText: '#ffffff' },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1c2433', secondary: '#5b6577' },
  },
  // The same slate blue lightened: as text on the page and paper, and dark text on it, 4.5:1 or more.
  dark: {
    mode: 'dark',
    primary: { main: '#8ea8db', dark: '#6f8cc6', light: '#b4c6ea', contrastText: '#111827' },
    background: { default: '#111827', paper: '#1b2433' },
    text: { primary: '#e6eaf2', secondary: '#a9b3c4' },
  },
};

/** A calm, brand-neutral look for the public screens: slate blue on a grey page, light or dark. */
const publicThemeOf = (mode: ThemeMode) =>
  createTheme({
    palette: palettes[mode],
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...keyboardFocusRing,
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });

export const publicThemes = { light: publicThemeOf('light'), dark: publicThemeOf('dark') } as const;
