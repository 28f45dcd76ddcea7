import { Stack } from '@mui/material';
import {
  ArrayField,
  DataTable,
  DateField,
  Labeled,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  TextField,
} from 'react-admin';
import { shippingMethodChoices } from '../../app/choices';
import { LabeledRow } from '../../app/components/Labels';
import { Section } from '../../app/components/Section';
import { proposalStatusChoices, tenderStatusChoices } from './choices';
import { CancelTenderButton, ChooseWinnerButton } from './TenderActions';

const MONEY = { minimumFractionDigits: 2 };
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
          <NumberField source="budgetPerUnit" options={MONEY} />
          <NumberField source="deliveryDays" />
          <DateField source="publishDate" showTime />
          <DateField source="deadline" showTime />
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
            <DataTable.NumberCol
              source="pricePerUnit"
              label="resources.tender-proposals.fields.pricePerUnit"
              options={MONEY}
            />
            <DataTable.NumberCol source="quantity" label="resources.tender-proposals.fields.quantity" />
            <DataTable.NumberCol
              source="deliveryDays"
              label="resources.tender-proposals.fields.deliveryDays"
            />
            <DataTable.NumberCol
              source="deliveryAmount"
              label="resources.tender-proposals.fields.deliveryAmount"
              options={MONEY}
            />
            <DataTable.NumberCol
              source="totalAmount"
              label="resources.tender-proposals.fields.totalAmount"
              options={MONEY}
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
