import { Typography } from '@mui/material';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { useTranslate } from 'react-admin';
import { WORK_QUEUE_KINDS } from '../../api/workQueue';
import { groupDigits, missingValue } from '../../components/format';
import { StatCard } from '../../custom-pages/dashboard/StatCard';
import { countdownText } from './countdownText';
import { itemWhat } from './itemText';
import { useMinuteClock, useWorkQueue } from './useWorkQueue';

/**
 * The dashboard's 'Сегодня' card: how many things wait (each kind's count), the most urgent one
 * with its countdown, and the link to /work-queue. A server without the queue shows '----'.
 */
export function WorkQueueCard() {
  const translate = useTranslate();
  const queue = useWorkQueue();
  const now = useMinuteClock();
  const data = queue.data ?? null;
  const total = data === null ? null : WORK_QUEUE_KINDS.reduce((sum, kind) => sum + data.counts[kind], 0);
  const first = data?.items[0];
  const countdown = first ? countdownText(translate, first.dueAt, now) : null;
  const perKind =
    data === null
      ? []
      : WORK_QUEUE_KINDS.filter((kind) => data.counts[kind] > 0).map(
          (kind) => `${translate(`workQueue.kinds.${kind}`)}: ${groupDigits(data.counts[kind])}`,
        );

  return (
    <StatCard
      label={translate('workQueue.card.title')}
      value={
        total === null ? missingValue() : translate('workQueue.card.total', { count: groupDigits(total) })
      }
      icon={<TodayOutlinedIcon />}
      tone="warning"
      loading={queue.isPending}
      to="/work-queue"
      footer={
        data === null ? null : (
          <>
            <Typography variant="body2" color="text.secondary">
              {first
                ? `${translate('workQueue.card.mostUrgent')}: ${translate(`workQueue.kinds.${first.kind}`)} · ${itemWhat(translate, first)}${
                    countdown ? ` · ${countdown.text}` : ''
                  }`
                : translate('workQueue.card.nothing')}
            </Typography>
            {perKind.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {perKind.join(' · ')}
              </Typography>
            ) : null}
          </>
        )
      }
    />
  );
}
