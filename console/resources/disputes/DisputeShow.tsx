import { Stack } from '@mui/material';
import { Labeled, ReferenceField, SelectField, Show, TextField, useRecordContext } from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { statusChoices } from '../../app/choices';
import { LabeledRow } from '../../app/components/Labels';
import { Section } from '../../app/components/Section';
import { disputeReasonChoices, disputeStatusChoices } from './choices';
import { DisputeActions } from './DisputeActions';
import { FileLinks } from './files';
import { HistorySection } from './HistorySection';
import { MessagesSection } from './MessagesSection';

/** The order of the dispute, in its market's resource and status names. */
function OrderFields() {
  const record = useRecordContext<{ isRetail: boolean }>();
  if (!record) return null;
  const market = record.isRetail ? 'retail' : 'wholesale';
  return (
    <LabeledRow>
      <ReferenceField source="orderId" reference={`${market}-orders`} link="show" />
      <SelectField source="orderStatusId" choices={statusChoices[market]} />
      <RublesField source="orderAmount" />
      <ReferenceField source="sellerId" reference="sellers" link="show" />
      <TextField source="buyerName" />
    </LabeledRow>
  );
}

/** A dispute as the buyer and the administrator see it: actions, claim, answer, decision, messages, history. */
export function DisputeShow() {
  return (
    <Show>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Labeled label="console.disputes.actions">
          <DisputeActions />
        </Labeled>
        <LabeledRow>
          <SelectField source="statusId" choices={disputeStatusChoices} />
          <MoscowDateField source="createdAt" showTime />
          <MoscowDateField source="answerDeadline" showTime />
          <MoscowDateField source="closedAt" showTime emptyText="console.none" />
        </LabeledRow>
        <OrderFields />
      </Stack>
      <Section title="console.sections.claim">
        <LabeledRow>
          <SelectField source="reasonId" choices={disputeReasonChoices} />
          <TextField source="claim" sx={{ whiteSpace: 'pre-wrap' }} />
          <FileLinks source="claimFiles" />
        </LabeledRow>
      </Section>
      <Section title="console.sections.answer">
        <LabeledRow>
          <TextField source="declinePurpose" sx={{ whiteSpace: 'pre-wrap' }} emptyText="console.none" />
          <FileLinks source="declineFiles" />
          <TextField source="decisionComment" sx={{ whiteSpace: 'pre-wrap' }} emptyText="console.none" />
        </LabeledRow>
      </Section>
      <MessagesSection />
      <HistorySection />
    </Show>
  );
}
