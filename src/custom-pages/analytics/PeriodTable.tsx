import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  InputAdornment,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { DataTable, ListBase, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ExportCsvButton, type CsvColumn } from '../../components/csv';
import { EmptyState, RecordCards } from '../../components/list';
import { Pagination } from '../../components/pager';
import type { DayRange } from '../../domain/analyticsRange';
import type { MessageKey } from '../../i18n';
import { formatFigure, type FigureFormat } from './figures';

/** The contract's page size of GetProducts / GetCategories. */
export const PERIOD_TABLE_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 500;

export interface PeriodTableProps<Row extends RaRecord> {
  resource: string;
  title: MessageKey;
  searchLabel: MessageKey;
  range: DayRange;
  csvFile: MessageKey;
  csvColumns: (translate: (key: string, options?: Record<string, unknown>) => string) => CsvColumn<Row>[];
  card: (record: Row) => ReactNode;
  children: ReactNode;
}

/** Back to page 1 whenever the period changes (the old page may not exist in the new one). */
function FirstPageOnNewPeriod({ range }: { range: DayRange }) {
  const { setPage } = useListContext();
  const [seen, setSeen] = useState(`${range.from}/${range.to}`);
  const current = `${range.from}/${range.to}`;
  useEffect(() => {
    if (current !== seen) {
      setSeen(current);
      setPage(1);
    }
  }, [current, seen, setPage]);
  return null;
}

/**
 * A paged, sorted table of the period (GetProducts / GetCategories) under an analytics page's
 * charts. It is built from the list pieces (ListBase, DataTable, pager, CSV export of every row,
 * cards on phones) but keeps its page, sort and search in its own state rather than in the URL:
 * ListPage owns the address's query, which here carries the page's period (`?range=` or
 * `?from=&to=`) and react-admin would drop it on the first page change.
 */
export function PeriodTable<Row extends RaRecord>({
  resource,
  title,
  searchLabel,
  range,
  csvFile,
  csvColumns,
  card,
  children,
}: PeriodTableProps<Row>) {
  const translate = useTranslate();
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <ListBase<Row>
      resource={resource}
      filter={{ dateFrom: range.from, dateTo: range.to, search: search || undefined }}
      perPage={PERIOD_TABLE_PAGE_SIZE}
      sort={{ field: 'revenue', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ retry: false }}
    >
      <FirstPageOnNewPeriod range={range} />
      <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderRadius: 3, mb: 3 }}>
        <CardContent>
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
          >
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {translate(title)}
            </Typography>
            <TextField
              size="small"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && setSearch(typed.trim())}
              label={translate(searchLabel)}
              slotProps={{
                htmlInput: { maxLength: 100 },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <ExportCsvButton<Row>
              columns={csvColumns(translate)}
              filename={translate(csvFile)}
              label="common.list.export"
              limitedMessage="common.list.exportLimited"
            />
          </Stack>
          {isPhone ? (
            <RecordCards<Row> card={card} empty={<EmptyState title="analytics.empty" />} />
          ) : (
            <DataTable<Row>
              rowClick={false}
              bulkActionButtons={false}
              empty={<EmptyState title="analytics.empty" />}
              aria-labelledby={titleId}
            >
              {children}
            </DataTable>
          )}
          <Pagination />
        </CardContent>
      </Card>
    </ListBase>
  );
}

/** The cells of a figure column: right-aligned, on one line. */
export const figureCell = () => ({ textAlign: 'right', whiteSpace: 'nowrap' }) as const;

type NumberField<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string;

const figureOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * A figure column of a period table (biggest first when sorted), as a direct child of the table:
 * `{figureColumn<Row>('revenue', label, 'money')}`.
 */
export function figureColumn<Row extends RaRecord>(
  source: NumberField<Row>,
  label: MessageKey,
  format: FigureFormat,
  options: { disableSort?: boolean } = {},
) {
  return (
    <DataTable.Col
      key={source}
      cellSx={figureCell}
      sortByOrder="DESC"
      source={source}
      label={label}
      disableSort={options.disableSort}
      render={(row: Row) => formatFigure(figureOf(row[source]), format)}
    />
  );
}
