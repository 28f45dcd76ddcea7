import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ruRU } from '@mui/x-date-pickers/locales';
import { ru } from 'date-fns/locale';

const localeText = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Every date picker of the shell: date-fns with the Russian locale (spec section 9), so days read
 * 'дд.мм.гггг', weeks start on Monday and a time would be 24-hour, whatever the browser's
 * language: the pickers' formats come from this locale, never from the browser. Times of day are
 * typed in TimeOfDayField ('ЧЧ:ММ').
 */
export function RuDateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ru} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
