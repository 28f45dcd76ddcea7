import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Dispute } from '../../../api/disputes';
import { DISPUTES_RESOURCE, type DisputesDataProvider } from '../handler';
import { isDisputeOpen } from '../../../domain/disputeStatuses';
import { MessageForm } from './MessageForm';
import { MessageThread } from './MessageThread';

/** The messages of a dispute (GetDisputeMessages) and, while it is open, the form to write one. */
export function DisputeMessages({ dispute }: { dispute: Pick<Dispute, 'id' | 'statusId'> }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DisputesDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [DISPUTES_RESOURCE, 'messages', dispute.id],
    queryFn: () => dataProvider.messages(DISPUTES_RESOURCE, { disputeId: dispute.id }),
    retry: false,
  });
  return (
    <Box
      component="section"
      aria-label={translate('disputes.messages.title')}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate('disputes.messages.title')}
      </Typography>
      <MessageThread messages={data} loading={isPending} />
      {isDisputeOpen(dispute.statusId) ? (
        <MessageForm disputeId={dispute.id} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('disputes.messages.closed')}
        </Typography>
      )}
    </Box>
  );
}
