import { Box, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useListContext, useTranslate } from 'react-admin';
import type { Dispute } from '../../../api/disputes';
import { StatusChip } from '../../../components/status';
import { useDisputePage } from '../DisputePageContext';
import { DisputeDetails } from './DisputeDetails';

/**
 * The side panel of the dispute whose details are open. It shows the list's copy of the dispute,
 * so a reload after an action shows the new status at once (the copy taken on opening otherwise).
 */
export function DisputeDrawer() {
  const translate = useTranslate();
  const { details, closeDetails } = useDisputePage();
  const { data } = useListContext<Dispute>();
  const dispute = details ? (data?.find((row) => row.id === details.id) ?? details) : null;
  const heading = dispute ? translate('disputes.detail.heading', { id: dispute.id }) : '';
  return (
    <Drawer
      anchor="right"
      open={dispute !== null}
      onClose={closeDetails}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } }, role: 'dialog', 'aria-label': heading } }}
    >
      {dispute ? (
        <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {heading}
            </Typography>
            <StatusChip concept="dispute" id={dispute.statusId} />
            <IconButton aria-label={translate('disputes.detail.close')} onClick={closeDetails}>
              <CloseIcon />
            </IconButton>
          </Box>
          <DisputeDetails dispute={dispute} />
        </Box>
      ) : null}
    </Drawer>
  );
}
