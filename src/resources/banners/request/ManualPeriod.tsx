import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../../components/dates';

const R = 'banners.request.';

/**
 * The period as two days typed in, when the server sent no calendar days for the position (a
 * reply without our `date` key): the seller still orders; the price is the server's.
 */
export function ManualPeriod({ onChange }: { onChange: (start: string, end: string) => void }) {
  const translate = useTranslate();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const field = (name: 'DateFrom' | 'DateTo', value: string, set: (day: string) => void) => (
    <DayField
      name={name}
      label={translate(`${R}${name === 'DateFrom' ? 'firstDay' : 'lastDay'}`)}
      value={value}
      size="medium"
      fullWidth={false}
      onChange={(day) => {
        set(day);
        if (name === 'DateFrom') onChange(day, end);
        else onChange(start, day);
      }}
    />
  );
  return (
    <Stack spacing={1}>
      <Alert severity="info">{translate(`${R}noCalendar`)}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('DateFrom', start, setStart)}
        {field('DateTo', end, setEnd)}
      </Stack>
    </Stack>
  );
}
