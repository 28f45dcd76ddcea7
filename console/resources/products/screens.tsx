import InventoryIcon from '@mui/icons-material/Inventory2';
import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { RublesField } from '../../app/components/fields';
import { PICKER_SORT, productTypeChoices } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import type { ProductRecord } from '../../app/records';
import { BlockButton } from './BlockButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="productTypeId" source="productTypeId" choices={productTypeChoices} alwaysOn />,
  <NullableBooleanInput key="isBlocked" source="isBlocked" alwaysOn />,
];

/** Sortable on the server: id, name, price. The administrator blocks or unblocks a product. */
function ProductList() {
  return (
    <List filters={filters}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="sellerId" disableSort>
          <ReferenceField source="sellerId" reference="sellers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="productTypeId" disableSort>
          <SelectField source="productTypeId" choices={productTypeChoices} />
        </DataTable.Col>
        <DataTable.Col source="isActive" field={BooleanField} disableSort />
        <DataTable.Col source="isDraft" field={BooleanField} disableSort />
        <DataTable.Col source="isBlocked" field={BooleanField} disableSort />
        <DataTable.Col source="price" field={RublesField} align="right" />
        <DataTable.Col label="console.products.action" disableSort>
          <BlockButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const products: ConsoleResource = {
  name: 'products',
  list: ProductList,
  icon: InventoryIcon,
  recordRepresentation: (record: ProductRecord) => record.name,
};
