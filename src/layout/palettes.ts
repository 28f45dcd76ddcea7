import type { PaletteOptions } from '@mui/material/styles';

/** The shell's light palette. */
export const lightPalette: PaletteOptions = {
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
};

/**
 * The shell's dark palette (slate surfaces), the light one's hues lightened: as text on the page,
 * on paper and on a filled input's lighter grey (a focused or invalid field's label), and dark
 * text on them as buttons, all reach 4.5:1 (WCAG AA). The warning's `dark` stays light enough to
 * be read as text (the time left uses it).
 */
export const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#6EB0FB', light: '#93C5FD', dark: '#3B82F6', contrastText: '#0F172A' },
  secondary: { main: '#B19AFB', light: '#C4B5FD', dark: '#8B5CF6', contrastText: '#0F172A' },
  success: { main: '#4ADE80', dark: '#22C55E' },
  warning: { main: '#FBBF24', dark: '#F59E0B' },
  error: { main: '#FB8A8A', dark: '#EF4444' },
  info: { main: '#22D3EE', dark: '#06B6D4' },
  background: { default: '#0F172A', paper: '#1E293B' },
  text: { primary: '#F1F5F9', secondary: '#B6C2D2', disabled: '#9AA7B8' },
  divider: '#334155',
};
