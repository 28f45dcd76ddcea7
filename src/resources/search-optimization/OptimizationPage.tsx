import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { positiveIdOrNull } from '../../api/ordersPayloads';
import { EmptyState } from '../../components/list';
import { Pager } from '../../components/pager';
import {
  SEARCH_OPTIMIZATION_RESOURCE as R,
  type SearchOptimizationDataProvider,
} from '../../dataProvider/resources/searchOptimization';
import { useRouteTitle } from '../../routes/useRouteTitle';
import { OptimizationRow } from './OptimizationRow';

const O = 'promotions.optimization.';
const COLUMNS = ['product', 'score', 'position', 'factors', 'suggestions'] as const;
/** The call answers every product at once; the page shows them 10 at a time (`?page=` in the URL). */
export const OPTIMIZATION_PAGE_SIZE = 10;

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
  const [search, setSearch] = useSearchParams();
  const rows = query.data ?? [];
  const pageCount = Math.max(1, Math.ceil(rows.length / OPTIMIZATION_PAGE_SIZE));
  const page = Math.min(positiveIdOrNull(search.get('page')) ?? 1, pageCount);
  const shown = rows.slice((page - 1) * OPTIMIZATION_PAGE_SIZE, page * OPTIMIZATION_PAGE_SIZE);
  const goTo = (target: number) => setSearch(target > 1 ? { page: String(target) } : {});
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
              {shown.map((row) => (
                <OptimizationRow key={row.productId} row={row} />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <Pager page={page} pageCount={pageCount} onPageChange={goTo} />
    </Box>
  );
}
