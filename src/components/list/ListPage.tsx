import type { ReactElement, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useRouteTitle } from '../../routes/routeTitle';
import { ListSource, type ListSourceProps } from './ListSource';
import { ListTable, type ListExport, type ListTableProps } from './ListTable';

export type { ListExport };

export interface ListPageProps<Row extends RaRecord>
  extends
    Omit<ListSourceProps, 'filters' | 'embedded' | 'children'>,
    Omit<ListTableProps<Row>, 'filters' | 'export'> {
  /** react-admin filter inputs, each `alwaysOn`, with their own `validate`. */
  filters: ReactElement[];
  export: ListExport<Row>;
  /** What stands between the title and the filters (summary cards, totals, an introduction). */
  header?: ReactNode;
}

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
  ...table
}: ListPageProps<Row>) {
  const title = useRouteTitle();
  return (
    <ListSource<Row> resource={resource} filter={filter} filters={filters} perPage={perPage} sort={sort}>
      <Box sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {header}
        <ListTable<Row> filters={filters} {...table} />
      </Box>
    </ListSource>
  );
}
