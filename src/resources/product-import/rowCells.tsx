import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { missingValue } from '../../components/format';
import { changeText, fieldName, rowPlaceText } from './importText';
import type { ImportRowRecord } from './rowsHandler';

/** The product a row found, linked to its form; the name the file gave when there is no product. */
export function RowProduct({ row }: { row: ImportRowRecord }) {
  const name = row.productName ?? missingValue();
  if (row.productId === null) return <>{name}</>;
  return (
    <Link component={RouterLink} to={`/products/edit/${row.productId}`} underline="hover">
      {name}
    </Link>
  );
}

/** Where the row is in the file: its number, with its sheet when the file has several ('Оптовые товары, строка 3'). */
export function RowPlace({ row }: { row: ImportRowRecord }) {
  const translate = useTranslate();
  return <>{row.sheet === null ? row.rowNumber : rowPlaceText(row, translate)}</>;
}

/** Each change as 'Цена: 1 200,00 руб. → 1 150,00 руб.', or 'Название: Куртка' on a row that creates. */
export function RowChanges({ row }: { row: ImportRowRecord }) {
  const translate = useTranslate();
  if (row.changes.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {row.errors.length > 0 ? missingValue() : translate('productImport.rows.noChanges')}
      </Typography>
    );
  return (
    <Stack spacing={0.25}>
      {row.changes.map((change, index) => (
        <Typography key={`${change.field ?? ''}-${index}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {changeText(change, row.action, translate)}
        </Typography>
      ))}
    </Stack>
  );
}

/** The row's errors, in red, each with its field when it names one. */
export function RowErrors({ row }: { row: ImportRowRecord }) {
  const translate = useTranslate();
  if (row.errors.length === 0) return null;
  return (
    <Stack spacing={0.25}>
      {row.errors.map((error, index) => (
        <Typography key={index} variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
          {error.field && error.field !== 'file'
            ? `${fieldName(error.field, translate)}: ${error.message}`
            : error.message}
        </Typography>
      ))}
    </Stack>
  );
}
