import type { Components, Theme } from '@mui/material/styles';

/** A ring the other side of the edge for boxes whose outside is clipped or scrolled away. */
const inset = { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } };

/**
 * Where the keyboard is, seen at a glance (WCAG 2.4.7, its indicator 3:1 against what is around
 * it): MUI marks keyboard focus on buttons, checkboxes, menu rows and clickable cards with a faint
 * ripple or a 12 % grey, and a bare ButtonBase with nothing at all, so every one of them gets a
 * ring in the primary colour. Full-width rows, tabs and card areas sit in scrolling or clipping
 * boxes: their ring goes inside.
 */
export const keyboardFocusRing: Components<Omit<Theme, 'components'>> = {
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiListItemButton: { styleOverrides: inset },
  MuiMenuItem: { styleOverrides: inset },
  MuiTab: { styleOverrides: inset },
  MuiCardActionArea: { styleOverrides: inset },
};
