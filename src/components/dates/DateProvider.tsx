import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ruRU } from '@mui/x-date-pickers/locales';
import { ru } from 'date-fns/locale';

const localeText = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Every date and time picker of the shell: date-fns with the Russian locale (spec section 9), so
 * days read 'дд.мм.гггг', weeks start on Monday and times are 24-hour whatever the browser's
 * language. The pickers' own formats are the locale's, never the browser's; the time fields also
 * say `ampm={false}` (TimeOfDayField).
 */
export function RuDateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ru} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
