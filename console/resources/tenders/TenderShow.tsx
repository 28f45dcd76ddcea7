import { Stack } from '@mui/material';
import {
  ArrayField,
  DataTable,
  Labeled,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  TextField,
} from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { shippingMethodChoices } from '../../app/choices';
import { LabeledRow } from '../../app/components/Labels';
import { Section } from '../../app/components/Section';
import { proposalStatusChoices, tenderStatusChoices } from './choices';
import { CancelTenderButton, ChooseWinnerButton } from './TenderActions';

const TEXT = { whiteSpace: 'pre-wrap' } as const;

/** The tender as its buyer sees it: the buyer's actions, its terms, and every proposal with a choice button. */
export function TenderShow() {
  return (
    <Show>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Labeled label="console.tenders.actions.title">
          <CancelTenderButton />
        </Labeled>
        <LabeledRow>
          <TextField source="title" />
          <SelectField source="statusId" choices={tenderStatusChoices} />
          <ReferenceField source="buyerId" reference="buyers" link={false} />
          <TextField source="categoryName" />
          <NumberField source="proposalsCount" />
        </LabeledRow>
        <LabeledRow>
          <NumberField source="quantity" />
          <TextField source="measureUnit" />
          <RublesField source="budgetPerUnit" />
          <NumberField source="deliveryDays" />
          <MoscowDateField source="publishDate" showTime />
          <MoscowDateField source="deadline" showTime />
        </LabeledRow>
        <LabeledRow>
          <SelectField source="shippingMethodId" choices={shippingMethodChoices} />
          <TextField source="cityName" emptyText="console.none" />
          <TextField source="address" emptyText="console.none" />
        </LabeledRow>
        <Labeled>
          <TextField source="description" sx={TEXT} />
        </Labeled>
      </Stack>
      <Section title="console.tenders.proposals">
        <ArrayField source="proposals">
          <DataTable bulkActionButtons={false} rowClick={false} empty={<></>}>
            <DataTable.Col source="storeName" label="resources.tender-proposals.fields.storeName" />
            <DataTable.Col source="productName" label="resources.tender-proposals.fields.productName" />
            <DataTable.Col
              source="pricePerUnit"
              label="resources.tender-proposals.fields.pricePerUnit"
              field={RublesField}
              align="right"
            />
            <DataTable.NumberCol source="quantity" label="resources.tender-proposals.fields.quantity" />
            <DataTable.NumberCol
              source="deliveryDays"
              label="resources.tender-proposals.fields.deliveryDays"
            />
            <DataTable.Col
              source="deliveryAmount"
              label="resources.tender-proposals.fields.deliveryAmount"
              field={RublesField}
              align="right"
            />
            <DataTable.Col
              source="totalAmount"
              label="resources.tender-proposals.fields.totalAmount"
              field={RublesField}
              align="right"
            />
            <DataTable.Col source="statusId" label="resources.tender-proposals.fields.statusId">
              <SelectField source="statusId" choices={proposalStatusChoices} />
            </DataTable.Col>
            <DataTable.Col source="comment" label="resources.tender-proposals.fields.comment">
              <TextField source="comment" sx={TEXT} emptyText="console.none" />
            </DataTable.Col>
            <DataTable.Col label="console.tenders.choice">
              <ChooseWinnerButton />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </Section>
    </Show>
  );
}
