import { useId, useMemo, type ReactNode } from 'react';
import { Box, InputAdornment, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate, type RaRecord } from 'react-admin';
import { EmptyState, ListSource, ListTable, textFilter, type ListExport } from '../../components/list';
import type { DayRange } from '../../domain/analyticsRange';
import type { MessageKey } from '../../i18n';

/** The contract's page size of GetProducts / GetCategories. */
export const PERIOD_LIST_PAGE_SIZE = 10;
const BY_REVENUE = { field: 'revenue', order: 'DESC' } as const;
/** The server refuses a longer search (docs/contract/analytics.md). */
const SEARCH_MAX_LENGTH = 100;

export interface PeriodListProps<Row extends RaRecord> {
  resource: string;
  title: MessageKey;
  searchLabel: MessageKey;
  range: DayRange;
  export: ListExport<Row>;
  card: (record: Row) => ReactNode;
  children: ReactNode;
}

/**
 * The list of the period (GetProducts / GetCategories) under an analytics page's charts: a list
 * like every other (search, page and sort in the URL beside the page's period, presets, column
 * chooser, CSV export, cards on phones) whose permanent filter is the period.
 */
export function PeriodList<Row extends RaRecord>({
  resource,
  title,
  searchLabel,
  range,
  export: csv,
  card,
  children,
}: PeriodListProps<Row>) {
  const translate = useTranslate();
  const titleId = useId();
  const period = useMemo(() => ({ dateFrom: range.from, dateTo: range.to }), [range.from, range.to]);
  const filters = useMemo(
    () => [
      textFilter('search', searchLabel, {
        slotProps: {
          htmlInput: { maxLength: SEARCH_MAX_LENGTH },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        },
      }),
    ],
    [searchLabel],
  );
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {translate(title)}
      </Typography>
      <ListSource<Row>
        resource={resource}
        filter={period}
        filters={filters}
        perPage={PERIOD_LIST_PAGE_SIZE}
        sort={BY_REVENUE}
      >
        <ListTable<Row>
          filters={filters}
          export={csv}
          empty={<EmptyState title="analytics.empty" />}
          tableLabel={title}
          card={card}
        >
          {children}
        </ListTable>
      </ListSource>
    </Box>
  );
}
