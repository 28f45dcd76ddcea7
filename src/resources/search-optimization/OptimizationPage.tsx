import { useEffect } from 'react';
import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { positiveIdOrNull } from '../../api/ordersPayloads';
import { OPTIMIZATION_PAGE_SIZE } from '../../api/searchOptimization';
import { EmptyState } from '../../components/list';
import { Pager } from '../../components/pager';
import { SEARCH_OPTIMIZATION_RESOURCE as R, type SearchOptimizationDataProvider } from './handler';
import { useRouteTitle } from '../../routes/routeTitle';
import { OptimizationRow } from './OptimizationRow';

const O = 'promotions.optimization.';
const COLUMNS = ['product', 'score', 'position', 'factors', 'suggestions'] as const;
/** The server's largest page number (docs/contract/marketing.md "Search optimization"). */
const MAX_PAGE = 1_000_000;

/**
 * /marketing/optimization-for-marketing ('Выдача товара'): each published product's score, its
 * place in its category and the suggestions that raise it, weakest first. The server pages it:
 * `?page=` of the URL is the page asked for (10 a page), the pager counts the pages of `rowCount`;
 * a page past the last one goes to the last one. The call is ours (not in spec section 7), so it
 * is silent: a failure (a server without it) shows why the page is empty, not the error page.
 */
export default function OptimizationPage() {
  const title = useRouteTitle();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SearchOptimizationDataProvider>();
  const [search, setSearch] = useSearchParams();
  const page = Math.min(positiveIdOrNull(search.get('page')) ?? 1, MAX_PAGE);
  const query = useQuery({
    queryKey: [R, 'getPage', page],
    queryFn: () => dataProvider.getPage(R, { page, pageSize: OPTIMIZATION_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const rows = query.data?.results ?? [];
  const rowCount = query.data?.rowCount ?? null;
  // Without `rowCount` the server's `pageCount` counts the pages.
  const pageCount =
    rowCount === null
      ? Math.max(1, query.data?.pageCount ?? 1)
      : Math.max(1, Math.ceil(rowCount / OPTIMIZATION_PAGE_SIZE));
  const empty = rowCount === 0 || (rowCount === null && rows.length === 0);
  const goTo = (target: number) => setSearch(target > 1 ? { page: String(target) } : {});
  // `?page=` past the last page (fewer products since, or typed): the last page, in place
  const pastTheEnd = query.data !== undefined && !query.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setSearch(pageCount > 1 ? { page: String(pageCount) } : {}, { replace: true });
  }, [pastTheEnd, pageCount, setSearch]);
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
        ) : query.isError && !query.data ? (
          <EmptyState title={`${O}unavailable`} hint={`${O}unavailableHint`} />
        ) : empty ? (
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
      <Pager
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={goTo}
        disabled={query.isPlaceholderData}
      />
    </Box>
  );
}
