import type { Theme } from '@mui/material/styles';
import { ruRU } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec section 9: responsive breakpoints 767 and 1200 px (sm starts at 768, md at 1200). */
export const BREAKPOINTS = { xs: 0, sm: 768, md: 1200, lg: 1536, xl: 1920 } as const;

export const SIDEBAR_WIDTH = 272;
export const SIDEBAR_WIDTH_TABLET = 240;
export const TOP_BAR_HEIGHT = 64;

/**
 * A checkbox's `aria-label` belongs on its input, the element a screen reader announces; MUI puts
 * it on the decorative span around it (react-admin's row selection passes it so), which leaves the
 * input unnamed and the span with a label it may not carry. A checkbox that names its input
 * itself (`slotProps.input`) overrides this.
 */
const checkboxLabelOnInput = {
  root: { 'aria-label': undefined },
  input: (ownerState: { 'aria-label'?: string }) =>
    ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
};

/** The shell's MUI theme: react-admin's default, our palette, spec breakpoints, MUI's Russian locale. */
export const shellTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'light',
    primary: { main: '#2563EB', light: '#60A5FA', dark: '#1D4ED8', contrastText: '#FFFFFF' },
    secondary: { main: '#7C3AED', light: '#A78BFA', dark: '#5B21B6', contrastText: '#FFFFFF' },
    // The 700 shades: white text on them and their own text on white both reach 4.5:1 (WCAG AA).
    success: { main: '#15803D' },
    warning: { main: '#B45309' },
    error: { main: '#DC2626' },
    info: { main: '#0E7490' },
    background: { default: '#F5F7FB', paper: '#FFFFFF' },
    text: { primary: '#101828', secondary: '#475467' },
    divider: '#E4E7EC',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    ...ruRU.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCheckbox: { defaultProps: { slotProps: checkboxLabelOnInput } },
    // MUI's toggle text is a 54 % black, under 4.5:1 on the page's grey: the secondary text colour
    // and, when selected, the dark primary keep AA.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          color: theme.palette.text.secondary,
          '&.Mui-selected': { color: theme.palette.primary.dark },
        }),
      },
    },
  },
};
