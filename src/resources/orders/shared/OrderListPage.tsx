import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import {
  DataTable,
  List,
  TopToolbar,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { ExportCsvButton, type CsvColumn } from '../../../components/csv';
import { Pagination } from '../../../components/pager';
import { RuDateProvider } from '../../../components/dates/DateProvider';
import { EmptyOrders } from './EmptyOrders';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The list's toolbar: the CSV export of every order the filters select. */
function OrderListActions<Row extends RaRecord>({
  csvColumns,
  csvFile,
}: {
  csvColumns: (translate: Translate) => CsvColumn<Row>[];
  csvFile: string;
}) {
  const translate = useTranslate();
  const columns = useMemo(() => csvColumns(translate), [csvColumns, translate]);
  return (
    <TopToolbar>
      <ExportCsvButton<Row>
        columns={columns}
        filename={translate(csvFile)}
        label="orders.list.export"
        limitedMessage="orders.list.exportLimited"
      />
    </TopToolbar>
  );
}

const ignoreError = () => undefined;

export interface OrderListPageProps<Row extends RaRecord> {
  /** i18n key of the page heading (h1). */
  title: string;
  resource: string;
  filters: ReactElement[];
  perPage: number;
  sort?: SortPayload;
  sx?: SxProps<Theme>;
  /** The columns of the CSV export and the i18n key of its file name. */
  csvColumns: (translate: Translate) => CsvColumn<Row>[];
  csvFile: string;
  /** The detail page of a row. */
  rowPath: (id: Identifier) => string;
  /** The DataTable columns. */
  children: ReactNode;
}

/** An order list page: heading, filters kept in the URL, CSV export, the table and its pager. */
export function OrderListPage<Row extends RaRecord>({
  title,
  resource,
  filters,
  perPage,
  sort,
  sx,
  csvColumns,
  csvFile,
  rowPath,
  children,
}: OrderListPageProps<Row>) {
  const translate = useTranslate();
  return (
    <RuDateProvider>
      <Box sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {translate(title)}
        </Typography>
        <List<Row>
          resource={resource}
          title={false}
          filters={filters}
          perPage={perPage}
          sort={sort}
          pagination={<Pagination />}
          actions={<OrderListActions<Row> csvColumns={csvColumns} csvFile={csvFile} />}
          empty={false}
          queryOptions={{ onError: ignoreError }}
          sx={sx}
        >
          <DataTable<Row> rowClick={rowPath} bulkActionButtons={false} empty={<EmptyOrders />}>
            {children}
          </DataTable>
        </List>
      </Box>
    </RuDateProvider>
  );
}
