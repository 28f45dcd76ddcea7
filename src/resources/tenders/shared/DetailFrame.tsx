import type { ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../../i18n/keys';

/** The detail pages' shared pieces (the orders' ones: same rules for ids, caches and loading). */
export { positiveId, OrderDetailLoading as DetailLoading } from '../../orders/shared/OrderDetailPage';
export { DETAIL_META } from '../../orders/shared/detailQuery';

export interface DetailFrameProps {
  backTo: string;
  backLabel: MessageKey;
  header: ReactNode;
  /** The wide column. */
  main: ReactNode;
  /** The narrow column. */
  side: ReactNode;
  /** Full width under the columns (the proposal form with its comparison). */
  footer?: ReactNode;
  modals?: ReactNode;
}

/** The frame of the tender and proposal pages: back button, header, two columns. */
export function DetailFrame({ backTo, backLabel, header, main, side, footer, modals }: DetailFrameProps) {
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
        {translate(backLabel)}
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
