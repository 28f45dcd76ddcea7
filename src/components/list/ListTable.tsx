import { useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { Box, Card, Stack, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { ColumnsButton, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { ExportCsvButton, type CsvColumn } from '../csv';
import { Pagination } from '../pager';
import { filterValuesInvalid, RevealFilterErrors } from './filterValidation';
import { EmptyState } from './EmptyState';
import { FilterBar } from './FilterBar';
import { FreshRowsTable } from './FreshRowsTable';
import { LiveRows } from './LiveRows';
import { RecordCards } from './RecordCards';
import { SavedFiltersButton } from './SavedFiltersButton';
import { useListShortcuts } from './useListShortcuts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ListExport<Row extends RaRecord> {
  /** The columns of the CSV file. */
  columns: (translate: Translate) => CsvColumn<Row>[];
  /** i18n key of the file name (the day is appended). */
  file: string;
}

export interface ListTableProps<Row extends RaRecord> {
  /** react-admin filter inputs, each `alwaysOn`, with their own `validate`; with them come presets. */
  filters?: ReactElement[];
  /** The CSV export of every row the filters select; none without it. */
  export?: ListExport<Row>;
  /** The column chooser ('Столбцы'); shown unless a small table has no use for it. */
  columnChooser?: boolean;
  /** Further buttons beside the export (a list's 'Добавить ...'). */
  actions?: ReactNode;
  /** The page a row opens, if any. */
  rowPath?: (id: Identifier, record: Row) => string;
  /** What an empty page shows instead of the table. */
  empty: ReactNode;
  /** What a failed call shows, for a silent call of ours a server may lack (others leave the page). */
  unavailable?: ReactNode;
  /** i18n key of the table's accessible name. */
  tableLabel?: string;
  tableSx?: SxProps<Theme>;
  /** The content of a row's card on phones (below 768 px). */
  card: (record: Row) => ReactNode;
  /** The buttons of the selected rows' toolbar; none (no row checkboxes) by default. */
  bulkActionButtons?: ReactNode;
  /**
   * The sources of the columns hidden until the seller shows them with the column chooser: a
   * list's less used columns, so that at 1440 px the rest fit their box whole.
   */
  hiddenColumns?: readonly string[];
  /** The DataTable columns. */
  children: ReactNode;
}

/**
 * A status chip in a cell wraps onto two lines rather than holding its column wide, so a table
 * of many columns needs less room (at 1440 px 'Статус тендера' was cut on /tenders/my-tenders).
 */
const wrappingChips: SxProps<Theme> = {
  '& td .MuiChip-root': { height: 'auto', maxWidth: '100%', py: 0.25 },
  '& td .MuiChip-label': { whiteSpace: 'normal' },
};

/** The row the 'j' / 'k' keys moved to (useListShortcuts): a ring inside it, as the Tab key's. */
const focusedRow: SxProps<Theme> = {
  '& tbody tr:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
};

/**
 * The table of a list, inside a `ListSource`: the filters with 'Сбросить фильтры', saved filter
 * presets, the column chooser, the CSV export, the table (cards on phones) with live new rows,
 * the pager and the empty state; the list's keys ('/', 'j', 'k', Enter: useListShortcuts).
 */
export function ListTable<Row extends RaRecord>({
  filters = [],
  export: csv,
  columnChooser = true,
  actions,
  rowPath,
  empty,
  unavailable,
  tableLabel,
  tableSx,
  card,
  bulkActionButtons = false,
  hiddenColumns,
  children,
}: ListTableProps<Row>) {
  const translate = useTranslate();
  const { resource, filter, filterValues, error, data } = useListContext<Row>();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const csvColumns = useMemo(() => csv?.columns(translate), [csv, translate]);
  const formFilters = useMemo(
    () => [...filters, <RevealFilterErrors key="reveal-errors" source="revealErrors" alwaysOn />],
    [filters],
  );
  const box = useRef<HTMLDivElement>(null);
  useListShortcuts(box, rowPath !== undefined);
  const invalid = filterValuesInvalid(filters, filterValues as Record<string, unknown>);
  const filtered = filters.length > 0;
  const tools = [
    filtered ? <SavedFiltersButton key="presets" /> : null,
    columnChooser && !isPhone ? <ColumnsButton key="columns" /> : null,
    csv && csvColumns ? (
      <ExportCsvButton<Row>
        key="export"
        columns={csvColumns}
        filename={translate(csv.file)}
        label="common.list.export"
        limitedMessage="common.list.exportLimited"
      />
    ) : null,
  ].filter((tool) => tool !== null);
  return (
    <Box ref={box} data-list-shortcuts="" sx={{ display: 'contents' }}>
      {filtered ? <FilterBar filters={formFilters} folded={isPhone} /> : null}
      {tools.length > 0 || actions ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', mb: 1 }}
        >
          {tools}
          {actions}
        </Stack>
      ) : null}
      <LiveRows resource={resource} permanentFilter={filter}>
        <Card variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
          {invalid ? (
            <EmptyState title="common.list.invalidFilters" />
          ) : error && !data && unavailable ? (
            unavailable
          ) : isPhone ? (
            <RecordCards<Row> card={card} rowPath={rowPath} empty={empty} />
          ) : (
            <FreshRowsTable<Row>
              rowClick={rowPath ? (id, _resource, record) => rowPath(id, record) : false}
              bulkActionButtons={bulkActionButtons}
              hiddenColumns={hiddenColumns ? [...hiddenColumns] : undefined}
              empty={empty}
              aria-label={tableLabel ? translate(tableLabel) : undefined}
              sx={[
                wrappingChips,
                focusedRow,
                ...(Array.isArray(tableSx) ? tableSx : tableSx ? [tableSx] : []),
              ]}
            >
              {children}
            </FreshRowsTable>
          )}
        </Card>
      </LiveRows>
      <Pagination />
    </Box>
  );
}
