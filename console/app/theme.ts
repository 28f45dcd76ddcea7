import {
  MenuClasses,
  MenuItemLinkClasses,
  defaultDarkTheme,
  defaultTheme,
  type RaThemeOptions,
} from 'react-admin';

/**
 * The open sidebar's labels wrap instead of ending in '…' ('Комментарии к отзывам', 'Предложения
 * по тендерам'): react-admin writes them on one line (MUI's noWrap). The closed sidebar shows
 * only the icons, so it keeps one line.
 */
const wrappedMenuLabels = {
  [`&.${MenuClasses.open} .${MenuItemLinkClasses.root}`]: {
    whiteSpace: 'normal',
    '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
  },
} as const;

/**
 * react-admin's themes, with MUI's English defaults replaced by message keys, pickers wide
 * enough for a store's name in the list filters and the menu's labels readable in full.
 */
const withTexts = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    RaAutocompleteInput: {
      defaultProps: { noOptionsText: 'ra.navigation.no_results' },
      styleOverrides: { root: { minWidth: 240 } },
    },
    RaMenu: {
      styleOverrides: { root: wrappedMenuLabels },
    },
  },
});

export const lightTheme = withTexts(defaultTheme);
export const darkTheme = withTexts(defaultDarkTheme);
