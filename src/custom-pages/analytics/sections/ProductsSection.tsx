import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { ProductsDay, ProductsSummary } from '../../../api/analytics';
import { csvMoney } from '../../../components/csv';
import {
  ANALYTICS_PRODUCTS_RESOURCE,
  type AnalyticsProductRecord,
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

const S = 'analytics.products.';
const C = 'analytics.products.columns.';

const FIGURES: readonly FigureDef<ProductsSummary>[] = [
  { field: 'productsSold', label: `${S}productsSold`, format: 'count' },
  { field: 'quantitySold', label: `${S}quantitySold`, format: 'count' },
  { field: 'revenue', label: `${S}revenue`, format: 'money' },
];

const DAY_FIGURES: readonly DayFigure<ProductsDay>[] = [
  { field: 'revenue', label: `${S}revenue`, format: 'money' },
  { field: 'quantitySold', label: `${S}quantitySold`, format: 'count' },
];

/** /dashboard/analytics/products: GetAnalyticsOfProducts and the GetProducts table. */
export default function ProductsSection({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const { reply, card } = useAnalytics('products', range);
  // Product names are user-written data: React renders them as text.
  const nameOf = (item: { key: string | number; label: string | null }) => item.label ?? String(item.key);
  const top = namedShares(reply?.topSellers, nameOf);
  const bottom = namedShares(reply?.bottomSellers, nameOf);
  const stockOuts = namedShares(reply?.stockOuts, nameOf);
  const figures = [
    ...summaryFigures(FIGURES, reply),
    { label: `${S}stockOutCount` as const, current: reply?.stockOutCount ?? null, format: 'count' as const },
  ];
  const byRevenue = {
    nameHeader: `${S}product`,
    valueHeader: `${S}revenue`,
    format: 'money',
    chart: 'bar',
  } as const;
  return (
    <>
      <SummaryCards figures={figures} loading={card.loading} />
      <ChartGrid>
        <DaysCard
          {...card}
          title={`${S}byDay`}
          csvFile={`${S}csvDays`}
          rows={reply?.series ?? []}
          figures={DAY_FIGURES}
          charted={['revenue']}
        />
        <SharesCard {...card} {...byRevenue} title={`${S}topSellers`} csvFile={`${S}csvTop`} items={top} />
        <SharesCard
          {...card}
          {...byRevenue}
          title={`${S}bottomSellers`}
          csvFile={`${S}csvBottom`}
          items={bottom}
          keepZeros
        />
        <SharesCard
          {...card}
          {...byRevenue}
          title={`${S}stockOuts`}
          csvFile={`${S}csvStockOuts`}
          items={stockOuts}
          keepZeros
        />
      </ChartGrid>
      <PeriodList<AnalyticsProductRecord>
        resource={ANALYTICS_PRODUCTS_RESOURCE}
        title={`${S}table`}
        searchLabel={`${S}search`}
        range={range}
        export={{
          file: `${S}csvTable`,
          columns: (t) => [
            { header: t(`${C}productName`), value: (row) => row.productName },
            { header: t(`${C}productTypeId`), value: (row) => productTypeLabel(t, row.productTypeId) },
            { header: t(`${C}quantitySold`), value: (row) => row.quantitySold },
            { header: t(`${C}ordersCount`), value: (row) => row.ordersCount },
            { header: t(`${C}revenue`), value: (row) => csvMoney(row.revenue) },
            { header: t(`${C}stock`), value: (row) => row.stock },
            { header: t(`${C}share`), value: (row) => row.share },
          ],
        }}
        card={(row) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{row.productName}</Typography>
            <Typography variant="body2">
              {formatFigure(row.revenue, 'money')} · {formatFigure(row.quantitySold, 'count')}
            </Typography>
          </>
        )}
      >
        <DataTable.Col source="productName" label={`${C}productName`} />
        <DataTable.Col
          source="productTypeId"
          label={`${C}productTypeId`}
          disableSort
          render={(row: AnalyticsProductRecord) => productTypeLabel(translate, row.productTypeId)}
        />
        {figureColumn<AnalyticsProductRecord>('quantitySold', `${C}quantitySold`, 'count')}
        {figureColumn<AnalyticsProductRecord>('ordersCount', `${C}ordersCount`, 'count')}
        {figureColumn<AnalyticsProductRecord>('revenue', `${C}revenue`, 'money')}
        {figureColumn<AnalyticsProductRecord>('stock', `${C}stock`, 'count')}
        {figureColumn<AnalyticsProductRecord>('share', `${C}share`, 'percent', { disableSort: true })}
      </PeriodList>
    </>
  );
}
