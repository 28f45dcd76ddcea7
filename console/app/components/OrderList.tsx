import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { MoscowDateField } from './fields';
import { NEWEST_FIRST, PICKER_SORT, statusChoices } from '../choices';
import { BuyerInput } from './BuyerInput';

interface OrderListColumns {
  market: keyof typeof statusChoices;
  /** The order's number shown to people: `invoiceNumber` (wholesale) or `number` (retail). */
  numberSource: string;
  /** The order's total: `totalAmount` (wholesale) or `amount` (retail); sortable on the server. */
  amountSource: string;
}

/**
 * The list of a market's orders: search by number, seller, buyer and status filters, newest
 * first; the server sorts by id, creation date, amount and status.
 */
export function orderList({ market, numberSource, amountSource }: OrderListColumns) {
  const choices = statusChoices[market];
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
      <AutocompleteInput />
    </ReferenceInput>,
    <BuyerInput key="buyerId" source="buyerId" alwaysOn />,
    <SelectInput key="statusId" source="statusId" choices={choices} alwaysOn />,
  ];
  return function OrderList() {
    return (
      <List filters={filters} sort={NEWEST_FIRST}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source={numberSource} disableSort />
          <DataTable.Col source="storeName" disableSort />
          <DataTable.Col source="buyerName" disableSort />
          <DataTable.Col source="statusId">
            <SelectField source="statusId" choices={choices} />
          </DataTable.Col>
          <DataTable.NumberCol source={amountSource} options={{ minimumFractionDigits: 2 }} />
          <DataTable.Col source="createdAt" field={MoscowDateField} />
        </DataTable>
      </List>
    );
  };
}
