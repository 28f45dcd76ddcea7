import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Box, Card, Stack, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import {
  ColumnsButton,
  ListBase,
  useListParams,
  useTranslate,
  type FilterPayload,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { RuDateProvider } from '../dates';
import { ExportCsvButton, type CsvColumn } from '../csv';
import { Pagination } from '../pager';
import { useRouteTitle } from '../../routes/routeTitle';
import { filterValuesInvalid, RevealFilterErrors } from './filterValidation';
import { EmptyState } from './EmptyState';
import { FilterBar } from './FilterBar';
import { FreshRowsTable } from './FreshRowsTable';
import { LiveRows } from './LiveRows';
import { RecordCards } from './RecordCards';
import { SavedFiltersButton } from './SavedFiltersButton';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ListExport<Row extends RaRecord> {
  /** The columns of the CSV file. */
  columns: (translate: Translate) => CsvColumn<Row>[];
  /** i18n key of the file name (the day is appended). */
  file: string;
}

export interface ListPageProps<Row extends RaRecord> {
  resource: string;
  /** A permanent filter sent with every call and kept out of the URL (a list's product type). */
  filter?: FilterPayload;
  /** react-admin filter inputs, each `alwaysOn`, with their own `validate`. */
  filters: ReactElement[];
  perPage: number;
  sort: SortPayload;
  /** What stands between the title and the filters (summary cards, totals). */
  header?: ReactNode;
  export: ListExport<Row>;
  /** The page a row opens, if any. */
  rowPath?: (id: Identifier, record: Row) => string;
  /** What an empty page shows instead of the table. */
  empty: ReactNode;
  /** i18n key of the table's accessible name. */
  tableLabel?: string;
  tableSx?: SxProps<Theme>;
  /** The content of a row's card on phones (below 768 px). */
  card: (record: Row) => ReactNode;
  /** The buttons of the selected rows' toolbar; none (no row checkboxes) by default. */
  bulkActionButtons?: ReactNode;
  /** Further buttons beside the export (a list's 'Добавить ...'). */
  actions?: ReactNode;
  /** The DataTable columns. */
  children: ReactNode;
}

/** A failed list call has already been handled by src/api/http.ts (error page or session end). */
const ignoreListError = (): void => undefined;

/**
 * Every list screen of the back office: the route's title, an optional header, the filters
 * (react-admin inputs kept in the URL, applied 500 ms after typing or at once on Enter, sent
 * only when valid) with 'Сбросить фильтры', saved filter presets, the column chooser, the CSV
 * export of every row the filters select, the table (cards on phones) with live new rows, the
 * pager and the empty state. The seller comes from the dataProvider's scope; list failures follow the
 * error catalogue in src/api/http.ts.
 */
export function ListPage<Row extends RaRecord>({
  resource,
  filter,
  filters,
  perPage,
  sort,
  header,
  export: csv,
  rowPath,
  empty,
  tableLabel,
  tableSx,
  card,
  bulkActionButtons = false,
  actions,
  children,
}: ListPageProps<Row>) {
  const title = useRouteTitle();
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const csvColumns = useMemo(() => csv.columns(translate), [csv, translate]);
  const formFilters = useMemo(
    () => [...filters, <RevealFilterErrors key="reveal-errors" source="revealErrors" alwaysOn />],
    [filters],
  );
  // The list params live in the URL alone (a sidebar link opens the list unfiltered; presets
  // remember filters): the same params ListBase reads, so an invalid filter is not sent.
  const [params] = useListParams({ resource, perPage, sort, debounce: 0, storeKey: false });
  const invalid = filterValuesInvalid(filters, params.filterValues as Record<string, unknown>);
  return (
    <RuDateProvider>
      <ListBase<Row>
        resource={resource}
        filter={filter}
        perPage={perPage}
        sort={sort}
        debounce={0}
        storeKey={false}
        queryOptions={{ onError: ignoreListError, enabled: !invalid }}
      >
        <Box sx={{ py: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {header}
          <FilterBar filters={formFilters} folded={isPhone} />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', mb: 1 }}
          >
            <SavedFiltersButton />
            {isPhone ? null : <ColumnsButton />}
            <ExportCsvButton<Row>
              columns={csvColumns}
              filename={translate(csv.file)}
              label="common.list.export"
              limitedMessage="common.list.exportLimited"
            />
            {actions}
          </Stack>
          <LiveRows resource={resource} permanentFilter={filter}>
            <Card variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
              {invalid ? (
                <EmptyState title="common.list.invalidFilters" />
              ) : isPhone ? (
                <RecordCards<Row> card={card} rowPath={rowPath} empty={empty} />
              ) : (
                <FreshRowsTable<Row>
                  rowClick={rowPath ? (id, _resource, record) => rowPath(id, record) : false}
                  bulkActionButtons={bulkActionButtons}
                  empty={empty}
                  aria-label={tableLabel ? translate(tableLabel) : undefined}
                  sx={tableSx}
                >
                  {children}
                </FreshRowsTable>
              )}
            </Card>
          </LiveRows>
          <Pagination />
        </Box>
      </ListBase>
    </RuDateProvider>
  );
}
