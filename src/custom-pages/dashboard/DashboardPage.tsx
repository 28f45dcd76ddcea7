import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Rating, Skeleton, Typography } from '@mui/material';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { getDashboardInfo } from '../../api/dashboard';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { dashboardInfoKey, useDashboardStatistics } from '../../layout/ShellCounters';
import { displayRating, groupDigits, missingValue, MoneyText } from '../../components/format';
import { storeInitials } from '../../layout/StoreMenu';
import { WorkQueueCard } from '../../resources/work-queue/WorkQueueCard';
import { StatCard } from './StatCard';
import { DashboardCharts } from './charts/DashboardCharts';

/** A titled group of figures; `caption` says which orders they count. */
function Section({ title, caption, children }: { title: string; caption?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ fontWeight: 700, letterSpacing: 1, mb: caption ? 0 : 1.5, display: 'block' }}
      >
        {title}
      </Typography>
      {caption ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {caption}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A count, or '----' when the reply has none (the specification leaves the fields open). */
const count = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? groupDigits(value) : missingValue();

/** /dashboard: the seller's figures (MarketSeller/GetDashboardInfo + User/GetDashboardStatistics). */
export default function DashboardPage() {
  const translate = useTranslate();
  const { sellerId, store } = useSellerUser();
  const statistics = useDashboardStatistics();
  const info = useQuery({
    queryKey: dashboardInfoKey(sellerId),
    queryFn: () => getDashboardInfo(sellerId),
    retry: false,
    staleTime: 60_000,
  });
  const stats = statistics.data;
  const details = info.data;
  const statsLoading = statistics.isPending;
  const infoLoading = info.isPending;
  const hasRating = typeof details?.storeRating === 'number';
  const rating = displayRating(details?.storeRating);
  const label = (key: string) => translate(`shell.dashboard.${key}`);
  const storeName = details?.storeName || store.storeName;
  const logo = store.storeImages?.storeLogo ?? undefined;

  return (
    <Box sx={{ py: 3 }}>
      <Card variant="outlined" sx={{ mb: 4, borderRadius: 3 }}>
        <CardContent
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2.5,
            flexWrap: 'wrap',
            p: 3,
            '&:last-child': { pb: 3 },
          }}
        >
          <Avatar
            src={logo}
            alt={storeName}
            sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 28 }}
          >
            {storeInitials(storeName)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 200 }}>
            <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
              {label('heading')}
            </Typography>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {storeName}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
            <Typography variant="body2" color="text.secondary" id="store-rating-label">
              {label('rating')}
            </Typography>
            {infoLoading ? (
              <Skeleton variant="text" width={160} data-testid="stat-skeleton" />
            ) : !hasRating ? (
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                {missingValue()}
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Rating value={rating} precision={0.1} readOnly aria-labelledby="store-rating-label" />
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                  {translate('shell.dashboard.ratingValue', { value: rating.toFixed(1).replace('.', ',') })}
                </Typography>
              </Box>
            )}
          </Box>
        </CardContent>
      </Card>

      <Section title={label('sectionSales')} caption={label('salesBasis')}>
        <StatCard
          label={label('salesTotal')}
          value={<MoneyText value={stats?.salesTotal} variant="inherit" />}
          icon={<PaymentsOutlinedIcon />}
          tone="primary"
          loading={statsLoading}
          to="/finacnes/whole-sale"
        />
        <StatCard
          label={label('salesThisMonth')}
          value={<MoneyText value={stats?.salesThisMonth} variant="inherit" />}
          icon={<CalendarMonthOutlinedIcon />}
          tone="success"
          loading={statsLoading}
          to="/dashboard/analytics/sales"
        />
        <StatCard
          label={label('averageCheck')}
          value={<MoneyText value={stats?.averageCheck} variant="inherit" />}
          icon={<ReceiptLongOutlinedIcon />}
          tone="info"
          loading={statsLoading}
        />
        <StatCard
          label={label('ordersCount')}
          value={count(stats?.ordersCount)}
          icon={<ShoppingBagOutlinedIcon />}
          tone="secondary"
          loading={statsLoading}
          to="/orders"
        />
      </Section>

      <DashboardCharts />

      <Section title={label('sectionWork')}>
        <WorkQueueCard />
        <StatCard
          label={label('wholesaleOrdersInProgress')}
          value={count(details?.wholesaleOrdersInProgress)}
          icon={<LocalShippingOutlinedIcon />}
          tone="primary"
          loading={infoLoading}
          to="/orders"
        />
        <StatCard
          label={label('retailOrdersInProgress')}
          value={count(details?.retailOrdersInProgress)}
          icon={<StorefrontOutlinedIcon />}
          tone="secondary"
          loading={infoLoading}
          to="/main-retail-orders"
        />
        <StatCard
          label={label('newOrderRequests')}
          value={count(details?.newOrderRequests)}
          icon={<RequestQuoteOutlinedIcon />}
          tone="info"
          loading={infoLoading}
          to="/requests"
        />
        <StatCard
          label={label('openDisputes')}
          value={count(details?.openDisputes)}
          icon={<GavelOutlinedIcon />}
          tone="error"
          loading={infoLoading}
          to="/disputes/retails"
        />
      </Section>

      <Section title={label('sectionStore')}>
        <StatCard
          label={label('products')}
          value={
            typeof details?.activeProductCount === 'number'
              ? translate('shell.dashboard.productsValue', {
                  total: count(details.productCount),
                  active: count(details.activeProductCount),
                })
              : count(details?.productCount)
          }
          icon={<Inventory2OutlinedIcon />}
          tone="primary"
          loading={infoLoading}
          to="/products/retail"
        />
        <StatCard
          label={label('buyersCount')}
          value={count(stats?.buyersCount)}
          icon={<PeopleAltOutlinedIcon />}
          tone="success"
          loading={statsLoading}
          to="/buyers"
        />
        <StatCard
          label={label('reviewsCount')}
          value={count(details?.reviewsCount)}
          icon={<RateReviewOutlinedIcon />}
          tone="warning"
          loading={infoLoading}
          to="/reviews"
        />
      </Section>
    </Box>
  );
}
