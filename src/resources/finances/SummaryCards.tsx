import type { ReactNode } from 'react';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useTranslate } from 'react-admin';
import type { RetailFinanceTotals, WholesaleFinanceSummary } from '../../api/finances';
import { groupDigits, missingValue, MoneyText } from '../../components/format';

type Tone = 'primary' | 'success' | 'warning' | 'info' | 'secondary';

interface Figure {
  key: string;
  value: ReactNode;
  icon: ReactNode;
  tone: Tone;
}

interface FigureCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone: Tone;
  loading: boolean;
}

/** One figure: its label, an icon badge and the value. */
function FigureCard({ label, value, icon, tone, loading }: FigureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 32,
            height: 32,
            borderRadius: 2,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
            '& svg': { fontSize: 20 },
          }}
        >
          {icon}
        </Box>
      </Box>
      {loading ? (
        <Skeleton
          variant="text"
          width="70%"
          sx={{ fontSize: '1.25rem' }}
          data-testid="finance-summary-skeleton"
        />
      ) : (
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' }, lineHeight: 1.3 }}
        >
          {value}
        </Typography>
      )}
    </Card>
  );
}

export interface FinanceSummaryCardsProps {
  summary: WholesaleFinanceSummary | RetailFinanceTotals | undefined;
  loading: boolean;
  /** The retail totals also show the number of orders. */
  showOrdersCount?: boolean;
}

/**
 * The summary figures in rubles (spec section 2): total of the orders, amount from sales, now
 * reserved, refunds, the marketplace commission (and, for retail, the number of orders).
 */
export function FinanceSummaryCards({ summary, loading, showOrdersCount = false }: FinanceSummaryCardsProps) {
  const translate = useTranslate();
  const figures: Figure[] = [
    {
      key: 'totalAmountOfOrders',
      value: <MoneyText value={summary?.totalAmountOfOrders} variant="inherit" />,
      icon: <AccountBalanceWalletOutlinedIcon />,
      tone: 'primary',
    },
    {
      key: 'amountFromSales',
      value: <MoneyText value={summary?.amountFromSales} variant="inherit" />,
      icon: <PaymentsOutlinedIcon />,
      tone: 'success',
    },
    {
      key: 'nowReserved',
      value: <MoneyText value={summary?.nowReserved} variant="inherit" />,
      icon: <LockClockOutlinedIcon />,
      tone: 'info',
    },
    {
      key: 'refunds',
      value: <MoneyText value={summary?.refunds} variant="inherit" />,
      icon: <AssignmentReturnOutlinedIcon />,
      tone: 'warning',
    },
    {
      key: 'commission',
      value: <MoneyText value={summary?.commission} variant="inherit" />,
      icon: <PercentOutlinedIcon />,
      tone: 'secondary',
    },
  ];
  if (showOrdersCount) {
    const count = summary && 'ordersCount' in summary ? summary.ordersCount : null;
    figures.push({
      key: 'ordersCount',
      value: typeof count === 'number' ? groupDigits(count) : missingValue(),
      icon: <ShoppingBagOutlinedIcon />,
      tone: 'primary',
    });
  }
  return (
    <Box
      component="section"
      aria-label={translate('finances.summary.label')}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(190px, 1fr))' },
        mb: 3,
      }}
    >
      {figures.map((figure) => (
        <Box key={figure.key} data-testid={`finance-summary-${figure.key}`}>
          <FigureCard
            label={translate(`finances.summary.${figure.key}`)}
            value={figure.value}
            icon={figure.icon}
            tone={figure.tone}
            loading={loading}
          />
        </Box>
      ))}
    </Box>
  );
}
