import { useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import { missingValue } from '../../components/format';
import { EmptyState, FILTER_LOOK, ListSource, ListTable } from '../../components/list';
import { rowPlaceText } from './importText';
import { RowChanges, RowErrors, RowPlace, RowProduct } from './rowCells';
import { FILTERABLE_ACTIONS, PRODUCT_IMPORT_ROWS_RESOURCE, type ImportRowRecord } from './rowsHandler';

const R = 'productImport.rows.';
const ROWS_PAGE_SIZE = 20;
const BY_ROW_NUMBER = { field: 'rowNumber', order: 'ASC' } as const;
const Column = DataTable.Col<ImportRowRecord>;

/** The action filter (ids are the wire's action names, so not `selectFilter`'s numeric choices). */
const actionFilters = [
  <SelectInput
    key="action"
    source="action"
    label={`${R}filter`}
    choices={FILTERABLE_ACTIONS.map((action) => ({ id: action, name: `${R}action.${action}` }))}
    emptyText={`${R}all`}
    helperText={false}
    {...FILTER_LOOK}
    sx={{ minWidth: 210 }}
    alwaysOn
  />,
];

function RowCard({ row }: { row: ImportRowRecord }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {rowPlaceText(row, translate)} · {row.vendorCode ?? missingValue()}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>
        <RowProduct row={row} />
      </Box>
      <RowChanges row={row} />
      <RowErrors row={row} />
    </Stack>
  );
}

/**
 * The rows of one import as the check found them (a row of a sheet named with its sheet): filter
 * by action ('Будут созданы', 'Изменятся', …) and page kept in the URL.
 */
export function ImportRows({ importId }: { importId: number }) {
  const translate = useTranslate();
  const permanent = useMemo(() => ({ importId }), [importId]);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${R}heading`)}
      </Typography>
      <ListSource<ImportRowRecord>
        resource={PRODUCT_IMPORT_ROWS_RESOURCE}
        filter={permanent}
        filters={actionFilters}
        perPage={ROWS_PAGE_SIZE}
        sort={BY_ROW_NUMBER}
      >
        <ListTable<ImportRowRecord>
          filters={actionFilters}
          columnChooser={false}
          empty={<EmptyState title={`${R}empty`} />}
          unavailable={<EmptyState title={`${R}unavailable`} />}
          tableLabel={`${R}tableLabel`}
          card={(row) => <RowCard row={row} />}
        >
          <Column
            source="rowNumber"
            label={`${R}columns.rowNumber`}
            disableSort
            render={(row) => <RowPlace row={row} />}
          />
          <Column
            source="vendorCode"
            label={`${R}columns.vendorCode`}
            disableSort
            render={(row) => row.vendorCode ?? missingValue()}
          />
          <Column
            source="productName"
            label={`${R}columns.productName`}
            disableSort
            render={(row) => <RowProduct row={row} />}
          />
          <Column
            source="changes"
            label={`${R}columns.changes`}
            disableSort
            render={(row) => <RowChanges row={row} />}
          />
          <Column
            source="errors"
            label={`${R}columns.errors`}
            disableSort
            render={(row) => <RowErrors row={row} />}
          />
        </ListTable>
      </ListSource>
    </Box>
  );
}
