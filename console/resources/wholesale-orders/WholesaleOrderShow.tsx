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
} from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { Stack } from '@mui/material';
import { deliveryMethodChoices, shippingMethodChoices, statusChoices } from '../../app/choices';
import { BuyerActions } from '../../app/components/buyer-actions/BuyerActions';
import { LabeledRow } from '../../app/components/Labels';
import { Section } from '../../app/components/Section';
import { CommentsSection } from './CommentsSection';
import { ReviewSection } from './ReviewSection';

/** The order as the buyer sees it: its buyer actions, lines, deadlines, requests, comments, review. */
export function WholesaleOrderShow() {
  return (
    <Show>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Labeled label="console.actions.title">
          <BuyerActions market="wholesale" />
        </Labeled>
        <LabeledRow>
          <TextField source="invoiceNumber" />
          <SelectField source="statusId" choices={statusChoices.wholesale} />
          <BooleanField source="isPaid" />
          <RublesField source="totalAmount" />
          <TextField source="couponCode" emptyText="console.none" />
          <RublesField source="discountAmount" />
          <MoscowDateField source="createdAt" showTime />
        </LabeledRow>
        <LabeledRow>
          <ReferenceField source="sellerId" reference="sellers" link="show" />
          <TextField source="buyerName" />
          <SelectField source="shippingMethodId" choices={shippingMethodChoices} />
          <SelectField source="deliveryMethodId" choices={deliveryMethodChoices} />
        </LabeledRow>
      </Stack>
      <Section title="console.sections.lines">
        <ArrayField source="lines">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="productName" label="console.lines.productName" />
            <DataTable.NumberCol source="quantity" label="console.lines.quantity" />
            <DataTable.Col source="measureUnit" label="console.lines.measureUnit" disableSort />
            <DataTable.Col
              source="priceForOne"
              label="console.lines.priceForOne"
              field={RublesField}
              align="right"
            />
            <DataTable.Col source="amount" label="console.lines.amount" field={RublesField} align="right" />
          </DataTable>
        </ArrayField>
      </Section>
      <Section title="console.sections.deadlines">
        <LabeledRow>
          <MoscowDateField source="paymentDeadline" showTime emptyText="console.none" />
          <MoscowDateField source="dispatchDeadline" showTime emptyText="console.none" />
          <MoscowDateField source="deliveryDeadline" showTime emptyText="console.none" />
        </LabeledRow>
      </Section>
      <Section title="console.sections.requests">
        <LabeledRow>
          <NumberField source="payRenewalDays" emptyText="console.none" />
          <MoscowDateField source="dispatchExtensionDate" showTime emptyText="console.none" />
        </LabeledRow>
      </Section>
      <CommentsSection />
      <ReviewSection />
    </Show>
  );
}
