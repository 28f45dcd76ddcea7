import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Dispute } from '../../../api/disputes';
import { formatDate, MoneyText } from '../../../components/format';
import { InfoList } from '../../orders/shared/SectionCard';
import { DisputeActionButtons } from '../actions/DisputeActionButtons';
import { answerDeadlineText, OrderLink, useReasonText } from '../list/cells';
import { DisputeMessages } from './DisputeMessages';
import { StoredFiles } from './StoredFiles';

/** A titled part of the details; the user-written text in it is shown as text. */
function Part({ title, text, children }: { title: string; text?: string | null; children?: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

/**
 * Everything about one dispute: its order, buyer, reason and dates, the buyer's claim and files,
 * the seller's answer, the decision, the actions of its status and the messages.
 */
export function DisputeDetails({ dispute }: { dispute: Dispute }) {
  const translate = useTranslate();
  const reasonText = useReasonText();
  const t = (key: string) => translate(`disputes.detail.${key}`);
  const answered = Boolean(dispute.declinePurpose) || dispute.declineFiles.length > 0;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InfoList
        items={[
          { label: t('order'), value: <OrderLink dispute={dispute} /> },
          { label: t('buyer'), value: dispute.buyerName },
          { label: t('reason'), value: reasonText(dispute.reasonId) },
          { label: t('orderAmount'), value: <MoneyText value={dispute.orderAmount} /> },
          { label: t('creationDate'), value: formatDate(dispute.creationDate) },
          { label: t('answerDeadline'), value: answerDeadlineText(dispute) },
          { label: t('closedDate'), value: dispute.closedDate ? formatDate(dispute.closedDate) : null },
        ]}
      />
      <Part title={t('claim')} text={dispute.claim}>
        <StoredFiles files={dispute.claimFiles} label={t('claimFiles')} />
      </Part>
      {answered ? (
        <Part title={t('sellerAnswer')} text={dispute.declinePurpose}>
          <StoredFiles files={dispute.declineFiles} label={t('declineFiles')} />
        </Part>
      ) : null}
      {dispute.decisionComment ? <Part title={t('decision')} text={dispute.decisionComment} /> : null}
      <Part title={t('actions')}>
        <DisputeActionButtons dispute={dispute} explainNone />
      </Part>
      <Divider />
      <DisputeMessages dispute={dispute} />
    </Box>
  );
}
