import HandshakeIcon from '@mui/icons-material/Handshake';
import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  List,
  ReferenceInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { requestStatusChoices, type OrderRequestRecord } from './choices';
import { OrderRequestCreate } from './OrderRequestCreate';
import { OrderRequestShow } from './OrderRequestShow';
import { BuyerInput } from '../../app/components/BuyerInput';

const filters = [
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <BuyerInput key="buyerId" source="buyerId" alwaysOn />,
  <SelectInput key="statusId" source="statusId" choices={requestStatusChoices} alwaysOn />,
];

/** Every seller's requests as their buyers see them (those the seller deleted too), newest first. */
function OrderRequestList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="storeName" disableSort />
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.Col source="statusId">
          <SelectField source="statusId" choices={requestStatusChoices} />
        </DataTable.Col>
        <DataTable.NumberCol source="productsCount" disableSort />
        <DataTable.NumberCol source="proposalAmount" disableSort options={{ minimumFractionDigits: 2 }} />
        <DataTable.Col source="deadline">
          <MoscowDateField source="deadline" showTime />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={MoscowDateField} />
        <DataTable.Col source="deletedBySeller" disableSort field={BooleanField} />
      </DataTable>
    </List>
  );
}

export const orderRequests: ConsoleResource = {
  name: 'order-requests',
  list: OrderRequestList,
  show: OrderRequestShow,
  create: OrderRequestCreate,
  icon: HandshakeIcon,
  recordRepresentation: (record: OrderRequestRecord) => String(record.id),
};
