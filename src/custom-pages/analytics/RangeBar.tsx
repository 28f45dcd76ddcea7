import { useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useTranslate } from 'react-admin';
import { moscowDayOf, pickedDayOf, pickerDateOf } from '../../api/list';
import { formatDay } from '../../components/format';
import { FILTER_DATE_FORMAT } from '../../components/list';
import { RuDateProvider } from '../../components/dates';
import {
  addDays,
  customRangeProblem,
  MAX_RANGE_DAYS,
  presetRange,
  previousRange,
  RANGE_PRESETS,
  type AnalyticsRange,
  type RangeKind,
} from '../../domain/analyticsRange';

const KINDS: readonly RangeKind[] = [...RANGE_PRESETS, 'custom'];

const asDay = (date: Date | null): string | null => (date && isValid(date) ? pickedDayOf(date) : null);

export interface RangeBarProps {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}

/**
 * The shared period of the analytics pages: the presets, or 'Свой период' with two Russian
 * calendars (the range is applied as soon as both days make a usable range), and the period
 * the figures are compared with.
 */
export function RangeBar({ range, onChange }: RangeBarProps) {
  const translate = useTranslate();
  const [customOpen, setCustomOpen] = useState(range.kind === 'custom');
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>({
    from: range.from,
    to: range.to,
  });
  const today = moscowDayOf(new Date());
  const previous = previousRange(range);
  const problem = draft.from && draft.to ? customRangeProblem({ from: draft.from, to: draft.to }) : 'invalid';

  const choose = (kind: RangeKind | null) => {
    if (!kind) return;
    if (kind === 'custom') {
      setCustomOpen(true);
      setDraft({ from: range.from, to: range.to });
      return;
    }
    setCustomOpen(false);
    onChange(presetRange(kind));
  };

  const pick = (end: 'from' | 'to', day: string | null) => {
    const next = { ...draft, [end]: day };
    setDraft(next);
    if (next.from && next.to && customRangeProblem({ from: next.from, to: next.to }) === null)
      onChange({ kind: 'custom', from: next.from, to: next.to });
  };

  const pickerProps = (end: 'from' | 'to') => ({
    label: translate(`analytics.range.${end}`),
    value: pickerDateOf(draft[end]),
    format: FILTER_DATE_FORMAT,
    onAccept: (date: Date | null) => pick(end, asDay(date)),
    slotProps: {
      field: { readOnly: true },
      textField: { size: 'small' as const, name: end, sx: { width: 170 } },
    },
  });

  return (
    <Box component="section" aria-label={translate('analytics.range.label')} sx={{ mb: 3 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={customOpen ? 'custom' : range.kind}
          onChange={(_event, kind: RangeKind | null) => choose(kind)}
          aria-label={translate('analytics.range.label')}
        >
          {KINDS.map((kind) => (
            <ToggleButton key={kind} value={kind} sx={{ px: 1.5 }}>
              {translate(`analytics.range.presets.${kind}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {customOpen ? (
          <RuDateProvider>
            <Stack direction="row" spacing={1}>
              <DatePicker
                {...pickerProps('from')}
                maxDate={pickerDateOf(draft.to ?? today) ?? undefined}
                minDate={
                  draft.to ? (pickerDateOf(addDays(draft.to, 1 - MAX_RANGE_DAYS)) ?? undefined) : undefined
                }
              />
              <DatePicker
                {...pickerProps('to')}
                maxDate={pickerDateOf(today) ?? undefined}
                minDate={pickerDateOf(draft.from) ?? undefined}
              />
            </Stack>
          </RuDateProvider>
        ) : null}
      </Stack>
      {customOpen && problem && problem !== 'invalid' ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {translate(`analytics.range.problems.${problem}`)}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="analytics-period">
        {translate('analytics.range.current', { from: formatDay(range.from), to: formatDay(range.to) })}
        {' · '}
        {translate('analytics.range.compared', {
          from: formatDay(previous.from),
          to: formatDay(previous.to),
        })}
      </Typography>
    </Box>
  );
}
