import { alpha, type Theme } from '@mui/material/styles';
import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { useIsFreshRow } from './LiveRows';

/** A row that arrived live: tinted, with a bar at its start, until `FRESH_ROW_MS` has passed. */
export const FRESH_ROW_SX = (theme: Theme) => ({
  backgroundColor: alpha(theme.palette.success.main, 0.12),
  boxShadow: `inset 4px 0 0 ${theme.palette.success.main}`,
  transition: 'background-color 0.6s',
});

/** The list's DataTable, marking the rows that arrived live (`LiveRows`). */
export function FreshRowsTable<Row extends RaRecord>(props: DataTableProps<Row>) {
  const isFresh = useIsFreshRow();
  return <DataTable<Row> {...props} rowSx={(record) => (isFresh(record.id) ? FRESH_ROW_SX : {})} />;
}
