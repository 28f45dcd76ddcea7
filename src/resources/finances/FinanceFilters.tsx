import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ruRU } from '@mui/x-date-pickers/locales';
import { ru } from 'date-fns/locale';
import { useListContext, useTranslate } from 'react-admin';
import {
  ALL_STATUSES,
  validateFinanceFilter,
  type FinanceFilterErrors,
  type FinanceFilterValues,
} from '../../api/finances';
import { filterDay } from '../../api/list';
import { FinanceDateInput } from './FinanceDateInput';
import { safeDealFinanceStatusOptions, type StatusOption } from '../../domain';

/** What the seller is editing: text as typed, select values as strings ('all' = every status). */
export interface FinanceFilterDraft {
  orderId: string;
  orderStatusId: string;
  buyerName: string;
  safeDealStatusId: string;
  dateFrom: string | null;
  dateTo: string | null;
}

export const EMPTY_FINANCE_DRAFT: FinanceFilterDraft = {
  orderId: '',
  orderStatusId: ALL_STATUSES,
  buyerName: '',
  safeDealStatusId: ALL_STATUSES,
  dateFrom: null,
  dateTo: null,
};

/** Typing in a text field is applied after this pause (selects and dates at once). */
export const FINANCE_TYPING_DELAY = 500;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** The draft of the list's filter values (from the URL). */
export function draftOf(filter: Record<string, unknown> | undefined): FinanceFilterDraft {
  const values = filter ?? {};
  return {
    orderId: text(values.orderId),
    orderStatusId: text(values.orderStatusId) || ALL_STATUSES,
    buyerName: text(values.buyerName),
    safeDealStatusId: text(values.safeDealStatusId) || ALL_STATUSES,
    dateFrom: filterDay(values.dateFrom),
    dateTo: filterDay(values.dateTo),
  };
}

/** The list's filter values of a draft (empty ones left out, so the URL stays short). */
export function filterValuesOf(draft: FinanceFilterDraft): FinanceFilterValues {
  const values: FinanceFilterValues = {};
  if (draft.orderId.trim() !== '') values.orderId = draft.orderId.trim();
  if (draft.orderStatusId !== ALL_STATUSES) values.orderStatusId = Number(draft.orderStatusId);
  if (draft.buyerName.trim() !== '') values.buyerName = draft.buyerName.trim();
  if (draft.safeDealStatusId !== ALL_STATUSES) values.safeDealStatusId = Number(draft.safeDealStatusId);
  if (draft.dateFrom) values.dateFrom = draft.dateFrom;
  if (draft.dateTo) values.dateTo = draft.dateTo;
  return values;
}

/** A stable text of filter values, to tell whether anything changed. */
function keyOf(values: Record<string, unknown> | undefined): string {
  const entries = Object.entries(values ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => [name, String(value)] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

const pickerLocaleText = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

export interface FinanceFiltersProps {
  /** The order statuses of the screen (wholesale with 'Доставлен', or retail). */
  statusOptions: readonly StatusOption[];
}

/**
 * The filter bar of the finance screens (spec sections 2, 3, 5). Valid changes go to the list's
 * filter (kept in the URL by react-admin), so every change sends the full body again; an invalid
 * order number or buyer name shows its message under the field and sends nothing.
 */
export function FinanceFilters({ statusOptions }: FinanceFiltersProps) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<FinanceFilterDraft>(() => draftOf(filterValues));
  const [errors, setErrors] = useState<FinanceFilterErrors>(() =>
    validateFinanceFilter(draftOf(filterValues)),
  );
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ filterValues, setFilters });
  const appliedKey = useRef(keyOf(filterValues));

  useEffect(() => {
    latest.current = { filterValues, setFilters };
  });

  // The URL changed from outside (back/forward, a link): show its filter.
  useEffect(() => {
    const key = keyOf(filterValues);
    if (key === appliedKey.current) return;
    appliedKey.current = key;
    window.clearTimeout(timer.current);
    const next = draftOf(filterValues);
    setDraft(next);
    setErrors(validateFinanceFilter(next));
  }, [filterValues]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: FinanceFilterDraft, delay: number) => {
    setDraft(next);
    const nextErrors = validateFinanceFilter(next);
    setErrors(nextErrors);
    window.clearTimeout(timer.current);
    if (Object.keys(nextErrors).length > 0) return;
    const values = filterValuesOf(next);
    const run = () => {
      const key = keyOf(values as Record<string, unknown>);
      if (key === keyOf(latest.current.filterValues)) return;
      appliedKey.current = key;
      latest.current.setFilters(values, undefined);
    };
    if (delay > 0) timer.current = window.setTimeout(run, delay);
    else run();
  };

  const applyNow = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply(draft, 0);
  };

  const label = (key: string) => translate(`finances.filters.${key}`);
  const allStatuses = <MenuItem value={ALL_STATUSES}>{label('allStatuses')}</MenuItem>;
  const isEmpty = keyOf(filterValuesOf(draft) as Record<string, unknown>) === keyOf({});

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ru} localeText={pickerLocaleText}>
      <Box
        component="form"
        role="search"
        aria-label={label('label')}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          alignItems: 'start',
          mb: 2,
        }}
      >
        <TextField
          size="small"
          variant="outlined"
          label={label('orderId')}
          value={draft.orderId}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            apply({ ...draft, orderId: event.target.value }, FINANCE_TYPING_DELAY)
          }
          onKeyDown={applyNow}
          error={Boolean(errors.orderId)}
          helperText={errors.orderId}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          select
          size="small"
          variant="outlined"
          label={label('orderStatus')}
          value={draft.orderStatusId}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            apply({ ...draft, orderStatusId: event.target.value }, 0)
          }
        >
          {allStatuses}
          {statusOptions.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {translate(option.labelKey, { _: String(option.value) })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          variant="outlined"
          label={label('buyerName')}
          value={draft.buyerName}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            apply({ ...draft, buyerName: event.target.value }, FINANCE_TYPING_DELAY)
          }
          onKeyDown={applyNow}
          error={Boolean(errors.buyerName)}
          helperText={errors.buyerName}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField
          select
          size="small"
          variant="outlined"
          label={label('safeDealStatus')}
          value={draft.safeDealStatusId}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            apply({ ...draft, safeDealStatusId: event.target.value }, 0)
          }
        >
          {allStatuses}
          {safeDealFinanceStatusOptions.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {translate(option.labelKey)}
            </MenuItem>
          ))}
        </TextField>
        <FinanceDateInput
          label={label('dateFrom')}
          value={draft.dateFrom}
          maxDay={draft.dateTo}
          onChange={(day) => apply({ ...draft, dateFrom: day }, 0)}
        />
        <FinanceDateInput
          label={label('dateTo')}
          value={draft.dateTo}
          minDay={draft.dateFrom}
          onChange={(day) => apply({ ...draft, dateTo: day }, 0)}
        />
        <Button
          type="button"
          variant="text"
          startIcon={<FilterAltOffOutlinedIcon />}
          disabled={isEmpty && Object.keys(errors).length === 0}
          onClick={() => apply(EMPTY_FINANCE_DRAFT, 0)}
          sx={{ justifySelf: 'start', height: 40 }}
        >
          {label('reset')}
        </Button>
      </Box>
    </LocalizationProvider>
  );
}
