import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Pagination } from '../../components/pager';
import { useRouteTitle } from '../../routes/useRouteTitle';

/** What the finance tables show when the reply has no rows: exactly 'Нет данных'. */
export function FinanceEmpty() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
      {translate('common.empty')}
    </Typography>
  );
}

export interface FinancePageFrameProps {
  /** The summary or totals block above the list. */
  summary: ReactNode;
  filters: ReactNode;
  table: ReactNode;
}

/** The layout of both finance screens: title, figures, filters, table, pager (inside a ListBase). */
export function FinancePageFrame({ summary, filters, table }: FinancePageFrameProps) {
  const title = useRouteTitle();
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      {summary}
      {filters}
      <Card variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
        {table}
      </Card>
      <Pagination />
    </Box>
  );
}

/** List failures have already sent the browser to /error-page (src/api/http.ts): no toast. */
export const ignoreListError = (): void => undefined;

/** Header and cell styles of the finance tables. */
export const financeTableSx = {
  '& .RaDataTable-headerCell': { fontWeight: 600, lineHeight: 1.3, verticalAlign: 'bottom' },
  '& td': { verticalAlign: 'middle' },
  '& th, & td': { px: 0.75, fontSize: '0.8125rem' },
  '& td .MuiTypography-root': { fontSize: 'inherit' },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
} as const;
