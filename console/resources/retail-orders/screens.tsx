import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
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
import type { RetailOrderRecord } from '../../app/records';
import { RetailOrderCreate } from './RetailOrderCreate';
import { RetailOrderShow } from './RetailOrderShow';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="buyerId" source="buyerId" reference="buyers" sort={PICKER_SORT.buyers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="statusId" source="statusId" choices={statusChoices.retail} alwaysOn />,
];

/** Sortable on the server: id, createdAt, amount, statusId. */
function RetailOrderList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="number" disableSort />
        <DataTable.Col source="storeName" disableSort />
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.Col source="statusId">
          <SelectField source="statusId" choices={statusChoices.retail} />
        </DataTable.Col>
        <DataTable.NumberCol source="amount" options={{ minimumFractionDigits: 2 }} />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}

export const retailOrders: ConsoleResource = {
  name: 'retail-orders',
  list: RetailOrderList,
  show: RetailOrderShow,
  create: RetailOrderCreate,
  icon: ShoppingBagIcon,
  recordRepresentation: (record: RetailOrderRecord) => record.number,
};
