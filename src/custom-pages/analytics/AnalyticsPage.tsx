import { useMemo, type ComponentType } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { rangeFromSearch, rangeSearch, withRange, type AnalyticsRange } from '../../domain/analyticsRange';
import { ANALYTICS_SECTIONS, type AnalyticsSection } from '../../routes/analyticsSections';
import { useRouteTitle } from '../../routes/routeTitle';
import { RangeBar } from './RangeBar';
import BuyersSection from './sections/BuyersSection';
import CategoriesSection from './sections/CategoriesSection';
import OrdersSection from './sections/OrdersSection';
import ProductsSection from './sections/ProductsSection';
import RequestsSection from './sections/RequestsSection';
import SalesSection from './sections/SalesSection';
import TendersSection from './sections/TendersSection';

const SECTIONS: Readonly<Record<AnalyticsSection, ComponentType<{ range: AnalyticsRange }>>> = {
  sales: SalesSection,
  requests: RequestsSection,
  buyers: BuyersSection,
  products: ProductsSection,
  categories: CategoriesSection,
  tenders: TendersSection,
  orders: OrdersSection,
};

const isSection = (value: string | undefined): value is AnalyticsSection =>
  (ANALYTICS_SECTIONS as readonly (string | undefined)[]).includes(value);

/**
 * /dashboard/analytics/:section, the seven analytics pages: one period for all of them, kept in
 * the URL (`?range=` or `?from=&to=`) and carried by the section tabs, and each section's
 * figures against the previous period. This module and x-charts form the analytics chunk,
 * loaded only here (src/routes/routeTable.ts).
 */
export default function AnalyticsPage() {
  const translate = useTranslate();
  const title = useRouteTitle();
  const { section: param } = useParams();
  const section: AnalyticsSection = isSection(param) ? param : 'sales';
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => rangeFromSearch(search), [search]);
  const rangeQuery = `?${new URLSearchParams(rangeSearch(range)).toString()}`;
  const Section = SECTIONS[section];
  const changeRange = (next: AnalyticsRange) => {
    const params = withRange(search, next);
    // The period list's page may not exist in the new period: it starts again at the first.
    params.delete('page');
    setSearch(params);
  };
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Tabs
        value={section}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('analytics.sectionsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ANALYTICS_SECTIONS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`analytics.sections.${name}`)}
            component={Link}
            to={{ pathname: `/dashboard/analytics/${name}`, search: rangeQuery }}
          />
        ))}
      </Tabs>
      <RangeBar range={range} onChange={changeRange} />
      <Section range={range} />
    </Box>
  );
}
