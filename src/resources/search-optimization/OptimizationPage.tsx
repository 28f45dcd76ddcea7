import type { ReactElement } from 'react';
import { Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { OPTIMIZATION_PAGE_SIZE } from '../../api/searchOptimization';
import { EmptyState, ListPage, type ListExport } from '../../components/list';
import { SEARCH_OPTIMIZATION_RESOURCE, type SearchOptimizationRecord } from './handler';
import {
  FactorBars,
  positionText,
  ProductCell,
  ScoreCell,
  scoreText,
  SuggestionLinks,
} from './optimizationCells';
import { knownSuggestions } from './suggestions';

const O = 'promotions.optimization.';
const C = `${O}columns.`;
const NO_FILTERS: ReactElement[] = [];
const Column = DataTable.Col<SearchOptimizationRecord>;
/** The server's one order; the columns cannot sort. */
const WEAKEST_FIRST = { field: 'score', order: 'ASC' } as const;

const CSV: ListExport<SearchOptimizationRecord> = {
  file: `${O}csvFile`,
  columns: (t) => [
    { header: t(`${C}product`), value: (row) => row.name },
    { header: t(`${C}category`), value: (row) => row.categoryName ?? t(`${O}noCategory`) },
    { header: t(`${C}score`), value: (row) => row.score },
    { header: t(`${C}position`), value: (row) => positionText(t, row) },
    {
      header: t(`${C}suggestions`),
      value: (row) =>
        knownSuggestions(row.suggestions)
          .map((code) => t(`${O}suggestion.${code}`))
          .join('; '),
    },
  ],
};

function OptimizationCard({ row }: { row: SearchOptimizationRecord }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <div>
        <ProductCell row={row} />
      </div>
      <Typography variant="body2">
        {translate(`${C}score`)}: {scoreText(translate, row)} · {translate(`${C}position`)}:{' '}
        {positionText(translate, row)}
      </Typography>
      <SuggestionLinks row={row} />
    </Stack>
  );
}

/**
 * /marketing/optimization-for-marketing ('Выдача товара'): each published product's score, its
 * place in its category and the suggestions that raise it, weakest first, 10 a page (the server
 * pages it; `?page=` of the URL is the page asked for). The call is ours (not in spec section 7),
 * so it is silent: a failure (a server without it) shows why the page is empty, not the error page.
 */
export default function OptimizationPage() {
  const translate = useTranslate();
  return (
    <ListPage<SearchOptimizationRecord>
      resource={SEARCH_OPTIMIZATION_RESOURCE}
      filters={NO_FILTERS}
      perPage={OPTIMIZATION_PAGE_SIZE}
      sort={WEAKEST_FIRST}
      header={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          {translate(`${O}intro`)}
        </Typography>
      }
      export={CSV}
      empty={<EmptyState title={`${O}empty`} />}
      unavailable={<EmptyState title={`${O}unavailable`} hint={`${O}unavailableHint`} />}
      tableLabel={`${O}tableLabel`}
      card={(row) => <OptimizationCard row={row} />}
    >
      <Column source="name" label={`${C}product`} disableSort render={(row) => <ProductCell row={row} />} />
      <Column source="score" label={`${C}score`} disableSort render={(row) => <ScoreCell row={row} />} />
      <Column
        source="position"
        label={`${C}position`}
        disableSort
        cellSx={() => ({ whiteSpace: 'nowrap' })}
        render={(row) => positionText(translate, row)}
      />
      <Column source="factors" label={`${C}factors`} disableSort render={(row) => <FactorBars row={row} />} />
      <Column
        source="suggestions"
        label={`${C}suggestions`}
        disableSort
        render={(row) => <SuggestionLinks row={row} />}
      />
    </ListPage>
  );
}
