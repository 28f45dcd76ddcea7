import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's themes, with MUI's English defaults replaced by message keys and pickers wide
 * enough for a store's name in the list filters.
 */
const withTexts = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    RaAutocompleteInput: {
      defaultProps: { noOptionsText: 'ra.navigation.no_results' },
      styleOverrides: { root: { minWidth: 240 } },
    },
  },
});

export const lightTheme = withTexts(defaultTheme);
export const darkTheme = withTexts(defaultDarkTheme);
