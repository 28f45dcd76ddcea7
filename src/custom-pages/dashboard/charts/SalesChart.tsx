import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { SalesAnalyticsReply } from '../../../api/dashboardCharts';
import { compactNumber } from '../../../../rules/numbers';
import { formatMoneyOrDash } from '../../../components/format';
import { ChartCard } from './ChartCard';
import { dayText, screenReaderOnly, shortDay } from './format';
import { useSalesChart } from './useChartData';

const C = 'dashboardCharts.sales.';

/** The days as a table: what a screen reader reads instead of the drawing. */
function SalesTable({ series }: { series: SalesAnalyticsReply['series'] }) {
  const translate = useTranslate();
  return (
    <Box sx={screenReaderOnly}>
      <Table size="small" data-testid="sales-table">
        <caption>{translate(`${C}tableCaption`)}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate(`${C}date`)}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate(`${C}retail`)}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate(`${C}wholesale`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((day) => (
            <TableRow key={day.date}>
              <TableCell component="th" scope="row">
                {dayText(day.date)}
              </TableCell>
              <TableCell>{formatMoneyOrDash(day.retailRevenue)}</TableCell>
              <TableCell>{formatMoneyOrDash(day.wholesaleRevenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Revenue by day over the last 30 days, retail against wholesale (Analytics/GetAnalyticsOfSales). */
export default function SalesChart() {
  const translate = useTranslate();
  const sales = useSalesChart();
  const reply = sales.data;
  // The specification does not show this reply: a missing total (or none sold) is the empty state.
  const series = reply?.series ?? [];
  const revenue = reply?.current.revenue ?? null;
  const empty = reply && !revenue ? translate(`${C}empty`) : null;
  return (
    <ChartCard
      id="sales-chart"
      title={translate(`${C}title`)}
      subtitle={translate(`${C}basis`)}
      state={sales}
      empty={empty}
    >
      {reply ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="sales-total">
            {translate(`${C}total`, { amount: formatMoneyOrDash(revenue) })}
          </Typography>
          {/* inert: the chart is drawn for the eye only (its figures are in the table for screen readers), so nothing in it takes focus. */}
          <Box inert sx={{ height: 260 }}>
            <LineChart
              height={260}
              margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
              xAxis={[{ scaleType: 'point', data: series.map((day) => shortDay(day.date)) }]}
              yAxis={[{ valueFormatter: (value: number) => compactNumber(value), width: 72 }]}
              series={[
                {
                  id: 'retail',
                  label: translate(`${C}retail`),
                  data: series.map((day) => day.retailRevenue),
                  valueFormatter: (value) => formatMoneyOrDash(value),
                  showMark: false,
                },
                {
                  id: 'wholesale',
                  label: translate(`${C}wholesale`),
                  data: series.map((day) => day.wholesaleRevenue),
                  valueFormatter: (value) => formatMoneyOrDash(value),
                  showMark: false,
                },
              ]}
            />
          </Box>
          <SalesTable series={series} />
        </>
      ) : null}
    </ChartCard>
  );
}
