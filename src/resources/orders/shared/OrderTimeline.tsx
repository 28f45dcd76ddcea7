import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OrderTimelineBody, TimelineEvent } from '../../../api/orderTimeline';
import { formatDate, formatDay, missingValue, MoneyText } from '../../../components/format';
import { StatusChip } from '../../../components/status';
import { ORDERS_RESOURCE, type OrdersDataProvider } from '../handler';
import { SectionCard } from './SectionCard';
import { fileNameOf, safeUrl } from './urls';
import { DISPUTE_HISTORY_ACTIONS } from '../../../../rules';
import { LoadingSpinner } from '../../../components/loading';

type Market = OrderTimelineBody['kind'];
type Translate = (key: string, options?: Record<string, unknown>) => string;

const DISPUTE_ACTIONS: ReadonlySet<string> = new Set(DISPUTE_HISTORY_ACTIONS);

/** What happened, in the seller's words: the kind's own text, else the server's title, else '----'. */
function describe(event: TimelineEvent, market: Market, t: Translate): ReactNode {
  switch (event.kind) {
    case 'status':
      return (
        <>
          {t('status')}:{' '}
          {event.statusId === null ? missingValue() : <StatusChip concept={market} id={event.statusId} />}
        </>
      );
    case 'payment':
      return t('payment');
    case 'safeDeal':
      return event.step === null
        ? (event.title ?? missingValue())
        : t(`safeDeal.${event.step}`, { date: formatDay(event.expectedDate) });
    case 'comment':
      return t('comment');
    case 'file':
      return t('file');
    case 'dispute':
      return event.action && DISPUTE_ACTIONS.has(event.action)
        ? t(`dispute.${event.action}`)
        : t('dispute.other');
    case 'request':
      return event.request === 'payRenewal'
        ? t('request.payRenewal', { smart_count: event.days ?? 0 })
        : event.request === 'dispatchExtension'
          ? t('request.dispatchExtension', { date: formatDay(event.expectedDate) })
          : t('request.other');
    default:
      return event.title ?? missingValue();
  }
}

/** A file link, only to a safe address (an http(s) URL or this site's uploads). */
function FileLink({ file }: { file: NonNullable<TimelineEvent['file']> }) {
  const url = safeUrl(file.url);
  const name = file.name ?? (url ? fileNameOf(url) : null);
  if (!url) return <Typography variant="body2">{name ?? missingValue()}</Typography>;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {name}
    </Link>
  );
}

const ACTOR_KEYS: Record<NonNullable<TimelineEvent['actor']>, string> = {
  buyer: 'actor.buyer',
  seller: 'actor.seller',
  admin: 'actor.admin',
  system: 'actor.system',
};

function TimelineItem({ event, market, t }: { event: TimelineEvent; market: Market; t: Translate }) {
  const actor = event.actor ? t(ACTOR_KEYS[event.actor]) : missingValue();
  return (
    <Box
      component="li"
      data-kind={event.kind ?? 'unknown'}
      sx={{
        position: 'relative',
        pl: 3,
        pb: 2,
        '&:last-of-type': { pb: 0 },
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 5,
          top: 6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        },
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        <time dateTime={event.at ?? undefined}>{formatDate(event.at)}</time>
        {' · '}
        <span data-testid="timeline-actor">{actor}</span>
        {event.actorName ? ` · ${event.actorName}` : null}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
          minWidth: 0,
        }}
      >
        <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {describe(event, market, t)}
        </Typography>
        {event.amount !== null ? <MoneyText value={event.amount} sx={{ fontWeight: 700 }} /> : null}
      </Box>
      {event.details ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {event.details}
        </Typography>
      ) : null}
      {event.file ? <FileLink file={event.file} /> : null}
    </Box>
  );
}

/**
 * 'История заказа': every event of the order, newest first (Order/GetOrderTimeline, ours). The
 * query is keyed under the page's resource and id, so the order's hub events and its actions
 * refetch it with the page. A server without the call shows a quiet line instead.
 */
export function OrderTimeline({
  resource,
  orderId,
  market,
}: {
  resource: string;
  orderId: number;
  market: Market;
}) {
  const translate = useTranslate();
  const t: Translate = (key, options) => translate(`orders.timeline.${key}`, options);
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [resource, 'timeline', orderId],
    queryFn: () => dataProvider.getTimeline(ORDERS_RESOURCE, { orderId, kind: market }),
    retry: false,
  });
  const events = data?.events ?? [];
  return (
    <SectionCard title={t('title')}>
      {isPending ? (
        <LoadingSpinner size={24} label={t('loading')} />
      ) : data === null || data === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {t('unavailable')}
        </Typography>
      ) : events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event, index) => (
            <TimelineItem
              key={`${event.at ?? ''}-${event.kind ?? ''}-${index}`}
              event={event}
              market={market}
              t={t}
            />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
