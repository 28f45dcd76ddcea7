import type { PaletteOptions, Theme } from '@mui/material/styles';
import { ruRU } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { keyboardFocusRing } from '../components/a11y/focusRing';
import type { ThemeMode } from '../components/themeMode';
import { darkPalette, lightPalette } from './palettes';

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

/** The shell's MUI theme over react-admin's base of the same mode: our palette, spec breakpoints, MUI's Russian locale. */
function shellThemeOptions(base: RaThemeOptions, palette: PaletteOptions): RaThemeOptions {
  return {
    ...base,
    breakpoints: { values: BREAKPOINTS },
    palette,
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...base.components,
      ...ruRU.components,
      ...keyboardFocusRing,
      // The selected rows' toolbar is folded to no height while nothing is selected, its buttons
      // still in the tab order: hidden, the keyboard skips them as the eye does.
      // react-admin lifts the open toolbar 48 px over what is above the table; a list's table sits in
      // a card that scrolls sideways (and so clips), so the toolbar opens in place, above the rows.
      RaBulkActionsToolbar: {
        styleOverrides: {
          root: {
            '& .RaBulkActionsToolbar-toolbar': { transform: 'none' },
            '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { elevation: 0 } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // MUI lightens dark raised surfaces with a white overlay, which would leave each menu and
      // dialog a different grey than the one the palette's contrast was checked against.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCheckbox: { defaultProps: { slotProps: checkboxLabelOnInput } },
      // MUI's toggle text is a 54 % black, under 4.5:1 on the page's grey: the secondary text colour
      // and, when selected, the primary shade farther from the page keep AA.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            color: theme.palette.text.secondary,
            '&.Mui-selected': {
              color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
            },
          }),
        },
      },
      // A field disabled while its choices load still tells the seller what it is for: its label
      // and hint keep the secondary text colour (MUI's disabled grey is 2.7:1).
      MuiFormLabel: { styleOverrides: { root: disabledStaysReadable } },
      MuiInputLabel: { styleOverrides: { root: disabledStaysReadable } },
      MuiFormHelperText: { styleOverrides: { root: disabledStaysReadable } },
    },
  };
}

function disabledStaysReadable({ theme }: { theme: Theme }) {
  return { '&.Mui-disabled': { color: theme.palette.text.secondary } };
}

export const shellTheme: RaThemeOptions = shellThemeOptions(defaultLightTheme, lightPalette);
export const shellDarkTheme: RaThemeOptions = shellThemeOptions(defaultDarkTheme, darkPalette);

export const shellThemeFor = (mode: ThemeMode): RaThemeOptions =>
  mode === 'dark' ? shellDarkTheme : shellTheme;
