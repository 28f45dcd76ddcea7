import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  DateField,
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
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { proposalStatusChoices } from '../tenders/choices';
import type { TenderProposalRecord } from '../tenders/records';

const MONEY = { minimumFractionDigits: 2 };
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
        <DataTable.NumberCol source="pricePerUnit" options={MONEY} />
        <DataTable.NumberCol source="quantity" disableSort />
        <DataTable.NumberCol source="totalAmount" options={MONEY} />
        <DataTable.Col source="statusId" disableSort>
          <SelectField source="statusId" choices={proposalStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="isDeleted" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
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
        <NumberField source="pricePerUnit" options={MONEY} />
        <NumberField source="quantity" />
        <TextField source="measureUnit" />
        <NumberField source="deliveryDays" />
        <NumberField source="deliveryAmount" options={MONEY} />
        <NumberField source="totalAmount" options={MONEY} />
        <SelectField source="statusId" choices={proposalStatusChoices} />
        <TextField source="comment" sx={TEXT} emptyText="console.none" />
        <TextField source="declinePurpose" sx={TEXT} emptyText="console.none" />
        <ReferenceField source="orderId" reference="wholesale-orders" link="show" emptyText="console.none" />
        <BooleanField source="isDeleted" />
        <DateField source="createdAt" showTime />
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
