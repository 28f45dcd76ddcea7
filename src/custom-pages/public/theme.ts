import { createTheme } from '@mui/material/styles';

/** A calm, brand-neutral look for the public screens: slate blue on a light grey page. */
export const publicTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2f4f8f', dark: '#223a6b', light: '#5a76b0', contrastText: '#ffffff' },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1c2433', secondary: '#5b6577' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
