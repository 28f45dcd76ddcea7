import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { CategoriesSummary, ProductsDay } from '../../../api/analytics';
import { isEmptySeries } from '../../../api/analyticsPayloads';
import { csvMoney } from '../../../components/csv';
import {
  ANALYTICS_CATEGORIES_RESOURCE,
  type AnalyticsCategoryRecord,
} from '../../../dataProvider/resources/analytics';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { allZero, namedShares, productTypeLabel, shareColumns } from '../breakdown';
import { ChartCard, type FigureColumn } from '../ChartCard';
import { DaysChart, NamesBarChart, SharesPieChart } from '../charts';
import { formatFigure } from '../figures';
import { figureCell, PeriodTable } from '../PeriodTable';
import { ChartGrid } from '../SectionLayout';
import { summaryFigures, type FigureDef } from '../summary';
import { SummaryCards } from '../SummaryCards';
import { useAnalytics } from '../useAnalytics';

const S = 'analytics.categories.';
const C = 'analytics.categories.columns.';

const FIGURES: readonly FigureDef<CategoriesSummary>[] = [
  { field: 'revenue', label: `${S}revenue`, format: 'money' },
  { field: 'categoriesCount', label: `${S}categoriesCount`, format: 'count' },
];

const DAY_COLUMNS: readonly FigureColumn<ProductsDay>[] = [
  { header: 'analytics.columns.date', value: (row) => row.date, format: 'day' },
  { header: `${S}revenue`, value: (row) => row.revenue, format: 'money' },
];

/** /dashboard/analytics/categories: GetAnalyticsPerProductType and the GetCategories table. */
export default function CategoriesSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const query = useAnalytics('categories', range);
  const reply = query.data;
  const loading = query.isPending;
  const days = reply?.series ?? [];
  const noCategory = translate('analytics.noCategory');
  // Category names are data: React renders them as text.
  const categories = namedShares(reply?.byCategory, (item) => item.label ?? noCategory);
  const types = namedShares(reply?.byProductType, (item) => productTypeLabel(translate, item.key));
  const nameOf = (row: AnalyticsCategoryRecord) => row.categoryName ?? noCategory;
  return (
    <>
      <SummaryCards figures={summaryFigures(FIGURES, reply)} loading={loading} />
      <ChartGrid>
        <ChartCard
          title={`${S}byDay`}
          rows={days}
          columns={DAY_COLUMNS}
          csvFile={`${S}csvDays`}
          range={range}
          loading={loading}
          empty={isEmptySeries(days, ['revenue'])}
        >
          <DaysChart rows={days} series={[{ label: `${S}revenue`, value: (row) => row.revenue, format: 'money' }]} />
        </ChartCard>
        <ChartCard
          title={`${S}byCategory`}
          rows={categories}
          columns={shareColumns(`${S}category`, `${S}revenue`, 'money')}
          csvFile={`${S}csvCategories`}
          range={range}
          loading={loading}
          empty={allZero(categories)}
        >
          <NamesBarChart items={categories} label={`${S}revenue`} format="money" />
        </ChartCard>
        <ChartCard
          title={`${S}byProductType`}
          rows={types}
          columns={shareColumns('analytics.columns.name', `${S}revenue`, 'money')}
          csvFile={`${S}csvTypes`}
          range={range}
          loading={loading}
          empty={allZero(types)}
        >
          <SharesPieChart items={types.filter((row) => row.value > 0)} format="money" />
        </ChartCard>
      </ChartGrid>
      <PeriodTable<AnalyticsCategoryRecord>
        resource={ANALYTICS_CATEGORIES_RESOURCE}
        title={`${S}table`}
        searchLabel={`${S}search`}
        range={range}
        csvFile={`${S}csvTable`}
        csvColumns={(t) => [
          { header: t(`${C}categoryName`), value: (row) => nameOf(row) },
          { header: t(`${C}productsCount`), value: (row) => row.productsCount },
          { header: t(`${C}quantitySold`), value: (row) => row.quantitySold },
          { header: t(`${C}revenue`), value: (row) => csvMoney(row.revenue) },
          { header: t(`${C}share`), value: (row) => row.share },
        ]}
        card={(row) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{nameOf(row)}</Typography>
            <Typography variant="body2">{formatFigure(row.revenue, 'money')}</Typography>
          </>
        )}
      >
        <DataTable.Col source="categoryName" label={`${C}categoryName`} render={(row: AnalyticsCategoryRecord) => nameOf(row)} />
        <DataTable.Col cellSx={figureCell} sortByOrder="DESC" source="productsCount" label={`${C}productsCount`} render={(row: AnalyticsCategoryRecord) => formatFigure(row.productsCount, 'count')} />
        <DataTable.Col cellSx={figureCell} sortByOrder="DESC" source="quantitySold" label={`${C}quantitySold`} render={(row: AnalyticsCategoryRecord) => formatFigure(row.quantitySold, 'count')} />
        <DataTable.Col cellSx={figureCell} sortByOrder="DESC" source="revenue" label={`${C}revenue`} render={(row: AnalyticsCategoryRecord) => formatFigure(row.revenue, 'money')} />
        <DataTable.Col cellSx={figureCell} sortByOrder="DESC" source="share" label={`${C}share`} disableSort render={(row: AnalyticsCategoryRecord) => formatFigure(row.share, 'percent')} />
      </PeriodTable>
    </>
  );
}
