import { Stack } from '@mui/material';
import { ArrayField, DataTable, Labeled, ReferenceField, SelectField, Show, TextField } from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { deliveryMethodChoices, shippingMethodChoices, statusChoices } from '../../app/choices';
import { BuyerActions } from '../../app/components/buyer-actions/BuyerActions';
import { LabeledRow } from '../../app/components/Labels';
import { Section } from '../../app/components/Section';

/** A retail order as the buyer sees it: its buyer action ('confirm-receipt') and lines. */
export function RetailOrderShow() {
  return (
    <Show>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Labeled label="console.actions.title">
          <BuyerActions market="retail" />
        </Labeled>
        <LabeledRow>
          <TextField source="number" />
          <SelectField source="statusId" choices={statusChoices.retail} />
          <RublesField source="amount" />
          <TextField source="couponCode" emptyText="console.none" />
          <RublesField source="discountAmount" />
          <MoscowDateField source="createdAt" showTime />
        </LabeledRow>
        <LabeledRow>
          <ReferenceField source="sellerId" reference="sellers" link="show" />
          <TextField source="buyerName" />
          <SelectField source="shippingMethodId" choices={shippingMethodChoices} />
          <SelectField source="deliveryMethodId" choices={deliveryMethodChoices} />
          <TextField source="deliveryAddress" emptyText="console.none" />
        </LabeledRow>
      </Stack>
      <Section title="console.sections.lines">
        <ArrayField source="lines">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="productName" label="console.lines.productName" />
            <DataTable.NumberCol source="quantity" label="console.lines.quantity" />
            <DataTable.Col source="price" label="console.lines.price" field={RublesField} align="right" />
            <DataTable.Col source="amount" label="console.lines.amount" field={RublesField} align="right" />
          </DataTable>
        </ArrayField>
      </Section>
    </Show>
  );
}
