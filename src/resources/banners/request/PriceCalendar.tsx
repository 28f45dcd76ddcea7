import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { format, parseISO } from 'date-fns';
import { ru as ruLocale } from 'date-fns/locale';
import { useTranslate } from 'react-admin';
import type { BannerDayPrice } from '../../../api/banners';
import { formatMoneyOrDash, groupDigits, missingValue } from '../../../components/format';
import { calendarMonths, inRange, type DayRange } from './calendar';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const R = 'banners.request.';

export const dayName = (date: string): string => format(parseISO(date), 'd MMMM yyyy', { locale: ruLocale });
const monthName = (month: string): string => format(parseISO(month), 'LLLL yyyy', { locale: ruLocale });

interface DayCellProps {
  day: BannerDayPrice;
  selected: boolean;
  onPick: (date: string) => void;
}

function DayCell({ day, selected, onPick }: DayCellProps) {
  const translate = useTranslate();
  const label = translate(day.isBooked ? `${R}dayLabelBooked` : `${R}dayLabel`, {
    day: dayName(day.date),
    price: formatMoneyOrDash(day.price),
  });
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={selected}
      disabled={day.isBooked}
      data-booked={day.isBooked || undefined}
      onClick={() => onPick(day.date)}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        py: 0.5,
        minHeight: 48,
        borderRadius: 1,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
        color: day.isBooked ? 'text.disabled' : 'text.primary',
        textDecoration: day.isBooked ? 'line-through' : 'none',
        '&.Mui-disabled': { bgcolor: theme.palette.action.hover },
      })}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {Number(day.date.slice(8))}
      </Typography>
      <Typography component="span" variant="caption" sx={{ lineHeight: 1.2 }}>
        {day.isBooked
          ? translate(`${R}booked`)
          : day.price === null
            ? missingValue()
            : groupDigits(day.price)}
      </Typography>
    </ButtonBase>
  );
}

export interface PriceCalendarProps {
  days: readonly BannerDayPrice[];
  range: DayRange | null;
  onPick: (date: string) => void;
}

/**
 * The 90 days of a position by month, weeks from Monday: each day shows its price; booked days
 * are struck through and cannot be picked; the picked period is highlighted.
 */
export function PriceCalendar({ days, range, onPick }: PriceCalendarProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {calendarMonths(days).map(({ month, cells }) => (
        <Stack key={month} spacing={1} component="section" aria-label={monthName(month)}>
          <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }}>
            {monthName(month)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
            {WEEKDAYS.map((weekday) => (
              <Typography
                key={`h${weekday}`}
                variant="caption"
                color="text.secondary"
                sx={{ textAlign: 'center' }}
              >
                {translate(`${R}weekdays.${weekday}`)}
              </Typography>
            ))}
            {cells.map((day, index) =>
              day ? (
                <DayCell key={day.date} day={day} selected={inRange(range, day.date)} onPick={onPick} />
              ) : (
                <Box key={`blank${index}`} />
              ),
            )}
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
