import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { NEWEST_FIRST, PICKER_SORT, statusChoices } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import type { WholesaleOrderRecord } from '../../app/records';
import { WholesaleOrderCreate } from './WholesaleOrderCreate';
import { WholesaleOrderShow } from './WholesaleOrderShow';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="buyerId" source="buyerId" reference="buyers" sort={PICKER_SORT.buyers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="statusId" source="statusId" choices={statusChoices.wholesale} alwaysOn />,
];

/** Sortable on the server: id, createdAt, totalAmount, statusId. */
function WholesaleOrderList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="invoiceNumber" disableSort />
        <DataTable.Col source="storeName" disableSort />
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.Col source="statusId">
          <SelectField source="statusId" choices={statusChoices.wholesale} />
        </DataTable.Col>
        <DataTable.NumberCol source="totalAmount" options={{ minimumFractionDigits: 2 }} />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}

export const wholesaleOrders: ConsoleResource = {
  name: 'wholesale-orders',
  list: WholesaleOrderList,
  show: WholesaleOrderShow,
  create: WholesaleOrderCreate,
  icon: ReceiptIcon,
  recordRepresentation: (record: WholesaleOrderRecord) => record.invoiceNumber,
};
