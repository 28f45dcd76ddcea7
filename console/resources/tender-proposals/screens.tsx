import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { proposalStatusChoices } from '../tenders/choices';
import type { TenderProposalRecord } from '../tenders/records';

const TEXT = { whiteSpace: 'pre-wrap' } as const;

const filters = [
  <ReferenceInput key="tenderId" source="tenderId" reference="tenders" alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="statusId" source="statusId" choices={proposalStatusChoices} alwaysOn />,
];

/** Every seller's proposals, read-only; sortable: id, createdAt, pricePerUnit, totalAmount. */
function TenderProposalList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="tenderTitle" disableSort />
        <DataTable.Col source="storeName" disableSort />
        <DataTable.Col source="productName" disableSort />
        <DataTable.Col source="pricePerUnit" field={RublesField} align="right" />
        <DataTable.NumberCol source="quantity" disableSort />
        <DataTable.Col source="totalAmount" field={RublesField} align="right" />
        <DataTable.Col source="statusId" disableSort>
          <SelectField source="statusId" choices={proposalStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="isDeleted" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function TenderProposalShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="tenderId" reference="tenders" link="show" />
        <ReferenceField source="sellerId" reference="sellers" link="show" />
        <TextField source="productName" />
        <RublesField source="pricePerUnit" />
        <NumberField source="quantity" />
        <TextField source="measureUnit" />
        <NumberField source="deliveryDays" />
        <RublesField source="deliveryAmount" />
        <RublesField source="totalAmount" />
        <SelectField source="statusId" choices={proposalStatusChoices} />
        <TextField source="comment" sx={TEXT} emptyText="console.none" />
        <TextField source="declinePurpose" sx={TEXT} emptyText="console.none" />
        <ReferenceField source="orderId" reference="wholesale-orders" link="show" emptyText="console.none" />
        <BooleanField source="isDeleted" />
        <MoscowDateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}

export const tenderProposals: ConsoleResource = {
  name: 'tender-proposals',
  list: TenderProposalList,
  show: TenderProposalShow,
  icon: RequestQuoteIcon,
  recordRepresentation: (record: TenderProposalRecord) => `${record.storeName ?? ''}: ${record.productName}`,
};
