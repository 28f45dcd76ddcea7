import { Stack, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  DataTable,
  Labeled,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { shippingMethodChoices } from '../../app/choices';
import { LabeledRow } from '../../app/components/Labels';
import { Section } from '../../app/components/Section';
import { requestStatusChoices, type OrderRequestRecord } from './choices';
import { RequestAnswers } from './RequestAnswers';

const P = 'console.orderRequests.proposal.';
/** User-written text keeps its line breaks and is rendered as text. */
const TEXT = { whiteSpace: 'pre-wrap' } as const;

/** The seller's proposal with its lines, or a note that there is none yet. */
function ProposalSection() {
  const record = useRecordContext<OrderRequestRecord>();
  const translate = useTranslate();
  return (
    <Section title="console.orderRequests.sections.proposal">
      {record?.proposal ? (
        <Stack spacing={2}>
          <LabeledRow>
            <MoscowDateField source="proposal.validUntil" label={`${P}validUntil`} showTime />
            <NumberField source="proposal.deliveryDays" label={`${P}deliveryDays`} />
            <RublesField source="proposal.deliveryAmount" label={`${P}deliveryAmount`} />
            <RublesField source="proposal.productsAmount" label={`${P}productsAmount`} />
            <RublesField source="proposal.totalAmount" label={`${P}totalAmount`} />
          </LabeledRow>
          <Labeled label={`${P}comment`}>
            <TextField source="proposal.comment" emptyText="console.none" sx={TEXT} />
          </Labeled>
          <ArrayField source="proposal.lines">
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="productName" label="console.orderRequests.lines.productName" />
              <DataTable.NumberCol source="quantity" label="console.orderRequests.lines.quantity" />
              <DataTable.Col
                source="price"
                label="console.orderRequests.lines.price"
                field={RublesField}
                align="right"
              />
              <DataTable.Col
                source="amount"
                label="console.orderRequests.lines.amount"
                field={RublesField}
                align="right"
              />
            </DataTable>
          </ArrayField>
        </Stack>
      ) : (
        <Typography variant="body2">{translate(`${P}none`)}</Typography>
      )}
    </Section>
  );
}

/** The request as its buyer sees it: the answers the status allows, the place, the lines, the proposal, the history. */
export function OrderRequestShow() {
  return (
    <Show>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Labeled label="console.orderRequests.answers.title">
          <RequestAnswers />
        </Labeled>
        <LabeledRow>
          <TextField source="id" />
          <SelectField source="statusId" choices={requestStatusChoices} />
          <MoscowDateField source="createdAt" showTime />
          <MoscowDateField source="deadline" showTime />
          <BooleanField source="deletedBySeller" />
        </LabeledRow>
        <LabeledRow>
          <ReferenceField source="sellerId" reference="sellers" link="show" />
          <TextField source="buyerName" />
          <SelectField source="shippingMethodId" choices={shippingMethodChoices} />
          <TextField source="deliveryAddressText" emptyText="console.none" />
          <ReferenceField
            source="orderId"
            reference="wholesale-orders"
            link="show"
            emptyText="console.none"
          />
        </LabeledRow>
        <Labeled>
          <TextField source="comment" emptyText="console.none" sx={TEXT} />
        </Labeled>
        <LabeledRow>
          <TextField source="rejectReason" emptyText="console.none" sx={TEXT} />
          <TextField source="buyerRejectReason" emptyText="console.none" sx={TEXT} />
        </LabeledRow>
      </Stack>
      <Section title="console.orderRequests.sections.lines">
        <ArrayField source="lines">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="productName" label="console.orderRequests.lines.productName" />
            <DataTable.NumberCol source="quantity" label="console.orderRequests.lines.quantity" />
            <DataTable.Col source="measureUnit" label="console.orderRequests.lines.measureUnit" disableSort />
            <DataTable.Col source="targetPrice" label="console.orderRequests.lines.targetPrice" disableSort>
              <RublesField source="targetPrice" emptyText="console.none" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </Section>
      <ProposalSection />
      <Section title="console.orderRequests.sections.history">
        <ArrayField source="history">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="statusId" label="console.orderRequests.history.statusId">
              <SelectField source="statusId" choices={requestStatusChoices} />
            </DataTable.Col>
            <DataTable.Col source="date" label="console.orderRequests.history.date">
              <MoscowDateField source="date" showTime />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </Section>
    </Show>
  );
}
