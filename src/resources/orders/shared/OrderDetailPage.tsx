import type { ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { MessageKey } from '../../../i18n/keys';
import { DETAIL_META } from './detailQuery';
import { LoadingSpinner } from '../../../components/loading';

/** The order id of a detail route: a positive integer, else null. */
export const positiveId = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** `t` of the detail texts (`orders.detail.*`). */
export function useDetailTranslate() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`orders.detail.${key}`, options);
}

/** Reads one order for its detail page (no retry: a failure already went to the error page). */
export function useOrderDetail<T extends RaRecord>(resource: string, id: number) {
  return useGetOne<T>(resource, { id, meta: DETAIL_META }, { retry: false });
}

export function OrderDetailLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <LoadingSpinner size={32} />
    </Box>
  );
}

export interface OrderDetailPageProps {
  /** The list the "back" button leads to. */
  backTo: string;
  /** The back button's text; 'К списку заказов' (orders) when absent. */
  backLabel?: MessageKey;
  header: ReactNode;
  /** The wide column (products, shipping...). */
  main: ReactNode;
  /** The narrow column (buyer, history...). */
  side: ReactNode;
  /** Full width under the columns. */
  footer?: ReactNode;
  modals?: ReactNode;
}

/**
 * The frame of a detail page (orders, order requests, tenders and proposals): back button,
 * header, two columns, an optional full-width part, the action modals.
 */
export function OrderDetailPage({
  backTo,
  backLabel,
  header,
  main,
  side,
  footer,
  modals,
}: OrderDetailPageProps) {
  const t = useDetailTranslate();
  const translate = useTranslate();
  return (
    <Box sx={{ py: 3 }}>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1.5 }}
        color="inherit"
      >
        {backLabel ? translate(backLabel) : t('back')}
      </Button>
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {main}
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {side}
        </Stack>
      </Box>
      {footer ? <Box sx={{ mt: 3 }}>{footer}</Box> : null}
      {modals}
    </Box>
  );
}
