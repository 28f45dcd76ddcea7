import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/list';
import {
  SEARCH_OPTIMIZATION_RESOURCE as R,
  type SearchOptimizationDataProvider,
} from '../../dataProvider/resources/searchOptimization';
import { useRouteTitle } from '../../routes/useRouteTitle';
import { OptimizationRow } from './OptimizationRow';

const O = 'promotions.optimization.';
const COLUMNS = ['product', 'score', 'position', 'factors', 'suggestions'] as const;

/**
 * /marketing/optimization-for-marketing ('Выдача товара'): each published product's score, its
 * place in its category and the suggestions that raise it, weakest first. A failed call goes to
 * the error page (the error catalogue of src/api/http.ts).
 */
export default function OptimizationPage() {
  const title = useRouteTitle();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SearchOptimizationDataProvider>();
  const query = useQuery({ queryKey: [R, 'getRows'], queryFn: () => dataProvider.getRows(R), retry: false });
  const rows = query.data ?? [];
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {translate(`${O}intro`)}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
        {query.isPending ? (
          <Typography role="status" sx={{ p: 2 }}>
            {translate('common.loading')}
          </Typography>
        ) : rows.length === 0 ? (
          <EmptyState title={`${O}empty`} />
        ) : (
          <Table aria-label={translate(`${O}tableLabel`)} size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`${O}columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <OptimizationRow key={row.productId} row={row} />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}
