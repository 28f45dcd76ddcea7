import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderFunnelReply } from '../../../api/dashboardCharts';
import { isRefusal } from '../../../api/ourCalls';
import { groupDigits, missingValue } from '../../../components/format';
import { ChartCard } from './ChartCard';
import { percentOf, screenReaderOnly } from './format';
import { useFunnelChart } from './useChartData';

const C = 'dashboardCharts.funnel.';
const STEPS = ['created', 'paid', 'shipped', 'completed'] as const;

type Funnel = NonNullable<OrderFunnelReply['current']>;

/** A step's count, or '----' when the reply left it out. */
const countText = (value: number | null): string => (value === null ? missingValue() : groupDigits(value));

/** A share of a base, or '----' when either is missing. */
const shareText = (part: number | null, base: number | null): string =>
  part === null || base === null ? missingValue() : percentOf(part, base);

/** The steps as a table (counts, share of created, share of the previous step) for screen readers. */
function FunnelTable({ funnel }: { funnel: Funnel }) {
  const translate = useTranslate();
  return (
    <Box sx={screenReaderOnly}>
      <Table size="small" data-testid="funnel-table">
        <caption>{translate(`${C}tableCaption`)}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate(`${C}step`)}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate(`${C}count`)}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate(`${C}shareOfCreated`)}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate(`${C}shareOfPrevious`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {STEPS.map((step, index) => (
            <TableRow key={step}>
              <TableCell component="th" scope="row">
                {translate(`${C}steps.${step}`)}
              </TableCell>
              <TableCell>{countText(funnel[step])}</TableCell>
              <TableCell>{shareText(funnel[step], funnel.created)}</TableCell>
              <TableCell>{shareText(funnel[step], funnel[STEPS[index - 1] ?? 'created'])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Orders of the last 30 days: created → paid → shipped → completed (Analytics/GetOrderFunnel). */
export default function FunnelChart() {
  const translate = useTranslate();
  const funnelQuery = useFunnelChart();
  // The funnel is ours (not in spec section 7): a server that refuses it has no funnel to offer.
  if (funnelQuery.isError && isRefusal(funnelQuery.error)) return null;
  const reply = funnelQuery.data;
  // A reply without the summary or without created orders has nothing to draw.
  const funnel = reply?.current?.created ? reply.current : null;
  const created = funnel?.created ?? 0;
  const empty = reply && !funnel ? translate(`${C}empty`) : null;
  return (
    <ChartCard
      id="funnel-chart"
      title={translate(`${C}title`)}
      subtitle={translate(`${C}basis`)}
      state={funnelQuery}
      empty={empty}
    >
      {funnel ? (
        <>
          <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }} data-testid="funnel-bars">
            {STEPS.map((step) => {
              const share = ((funnel[step] ?? 0) * 100) / created;
              return (
                <Box key={step}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {translate(`${C}steps.${step}`)}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      <strong>{countText(funnel[step])}</strong>
                      {step === 'created'
                        ? null
                        : ` · ${translate(`${C}ofCreated`, { value: shareText(funnel[step], created) })}`}
                    </Typography>
                  </Box>
                  <Box sx={{ height: 12, borderRadius: 6, bgcolor: 'action.hover', overflow: 'hidden' }}>
                    <Box
                      sx={{ width: `${share}%`, height: '100%', borderRadius: 6, bgcolor: 'primary.main' }}
                    />
                  </Box>
                </Box>
              );
            })}
          </Box>
          <FunnelTable funnel={funnel} />
        </>
      ) : null}
    </ChartCard>
  );
}
