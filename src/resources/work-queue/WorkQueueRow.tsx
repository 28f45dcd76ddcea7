import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslate } from 'react-admin';
import type { WorkQueueItem } from '../../api/workQueue';
import { countdownText } from './countdownText';
import { itemDue, itemWhat } from './itemText';

export interface WorkQueueRowProps {
  item: WorkQueueItem;
  /** The page's clock (one timer for every row). */
  now: number;
  onAction: (item: WorkQueueItem) => void;
}

/** One thing to do: what, which order or buyer, the deadline and its live countdown, the action. */
export function WorkQueueRow({ item, now, onAction }: WorkQueueRowProps) {
  const translate = useTranslate();
  const countdown = countdownText(translate, item.dueAt, now);
  const headingId = `work-queue-${item.key}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ borderRadius: 2 }}>
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: 2,
          '&:last-child': { pb: 2 },
        }}
      >
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {translate(`workQueue.kinds.${item.kind}`)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {itemWhat(translate, item)}
          </Typography>
          {item.buyerName ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate('workQueue.what.buyer', { name: item.buyerName })}
            </Typography>
          ) : null}
          {item.subject ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.subject}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ flex: '0 1 260px', minWidth: 0 }}>
          <Typography variant="body2">{itemDue(translate, item)}</Typography>
          {countdown ? (
            <Typography
              variant="body2"
              data-testid="work-queue-countdown"
              data-late={countdown.late}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                fontWeight: 600,
                color: countdown.late ? 'error.main' : 'text.primary',
              }}
            >
              {countdown.late ? (
                <ErrorOutlineIcon fontSize="small" aria-hidden />
              ) : (
                <ScheduleOutlinedIcon fontSize="small" aria-hidden />
              )}
              {countdown.text}
            </Typography>
          ) : null}
        </Box>
        <Button
          variant="outlined"
          onClick={() => onAction(item)}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {translate(`workQueue.actions.${item.kind}`)}
        </Button>
      </CardContent>
    </Card>
  );
}
