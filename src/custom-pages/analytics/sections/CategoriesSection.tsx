import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { CategoriesSummary, ProductsDay } from '../../../api/analytics';
import { csvMoney } from '../../../components/csv';
import {
  ANALYTICS_CATEGORIES_RESOURCE,
  type AnalyticsCategoryRecord,
} from '../../../resources/analytics/handler';
import type { AnalyticsRange } from '../../../domain/analyticsRange';
import { namedShares, productTypeLabel } from '../breakdown';
import { DaysCard, SharesCard, type DayFigure } from '../cards';
import { formatFigure } from '../figures';
import { figureColumn } from '../figureColumn';
import { PeriodList } from '../PeriodList';
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

const DAY_FIGURES: readonly DayFigure<ProductsDay>[] = [
  { field: 'revenue', label: `${S}revenue`, format: 'money' },
];

/** /dashboard/analytics/categories: GetAnalyticsPerProductType and the GetCategories table. */
export default function CategoriesSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const { reply, card } = useAnalytics('categories', range);
  const noCategory = translate('analytics.noCategory');
  // Category names are data: React renders them as text.
  const categories = namedShares(reply?.byCategory, (item) => item.label ?? noCategory);
  const types = namedShares(reply?.byProductType, (item) => productTypeLabel(translate, item.key));
  // Category 0 is 'without a category'; a row without an id (a reply without our fields) has no name.
  const nameOf = (row: AnalyticsCategoryRecord) =>
    row.categoryName ?? (row.categoryId === 0 ? noCategory : translate('analytics.noValue'));
  return (
    <>
      <SummaryCards figures={summaryFigures(FIGURES, reply)} loading={card.loading} />
      <ChartGrid>
        <DaysCard
          {...card}
          title={`${S}byDay`}
          csvFile={`${S}csvDays`}
          rows={reply?.series ?? []}
          figures={DAY_FIGURES}
        />
        <SharesCard
          {...card}
          title={`${S}byCategory`}
          csvFile={`${S}csvCategories`}
          items={categories}
          nameHeader={`${S}category`}
          valueHeader={`${S}revenue`}
          format="money"
          chart="bar"
        />
        <SharesCard
          {...card}
          title={`${S}byProductType`}
          csvFile={`${S}csvTypes`}
          items={types}
          nameHeader="analytics.columns.name"
          valueHeader={`${S}revenue`}
          format="money"
          chart="pie"
        />
      </ChartGrid>
      <PeriodList<AnalyticsCategoryRecord>
        resource={ANALYTICS_CATEGORIES_RESOURCE}
        title={`${S}table`}
        searchLabel={`${S}search`}
        range={range}
        export={{
          file: `${S}csvTable`,
          columns: (t) => [
            { header: t(`${C}categoryName`), value: (row) => nameOf(row) },
            { header: t(`${C}productsCount`), value: (row) => row.productsCount },
            { header: t(`${C}quantitySold`), value: (row) => row.quantitySold },
            { header: t(`${C}revenue`), value: (row) => csvMoney(row.revenue) },
            { header: t(`${C}share`), value: (row) => row.share },
          ],
        }}
        card={(row) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{nameOf(row)}</Typography>
            <Typography variant="body2">{formatFigure(row.revenue, 'money')}</Typography>
          </>
        )}
      >
        <DataTable.Col
          source="categoryName"
          label={`${C}categoryName`}
          render={(row: AnalyticsCategoryRecord) => nameOf(row)}
        />
        {figureColumn<AnalyticsCategoryRecord>('productsCount', `${C}productsCount`, 'count')}
        {figureColumn<AnalyticsCategoryRecord>('quantitySold', `${C}quantitySold`, 'count')}
        {figureColumn<AnalyticsCategoryRecord>('revenue', `${C}revenue`, 'money')}
        {figureColumn<AnalyticsCategoryRecord>('share', `${C}share`, 'percent', { disableSort: true })}
      </PeriodList>
    </>
  );
}
