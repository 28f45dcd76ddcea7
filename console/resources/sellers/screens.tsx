import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  BooleanField,
  DataTable,
  Edit,
  EmailField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  maxValue,
  minValue,
  required,
  type RaRecord,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import type { ConsoleResource } from '../../app/resource';
import type { SellerRecord } from '../../app/records';
import { twoDecimals } from '../../app/validation';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Sortable on the server: id, email, storeName, commissionPercentage, createdAt. */
function SellerList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="email" />
        <DataTable.Col source="storeName" />
        <DataTable.NumberCol source="commissionPercentage" />
        <DataTable.NumberCol source="wholesaleOrdersCount" disableSort />
        <DataTable.NumberCol source="retailOrdersCount" disableSort />
        <DataTable.Col source="createdAt" field={MoscowDateField} />
      </DataTable>
    </List>
  );
}

function SellerShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <EmailField source="email" />
        <TextField source="fullName" />
        <TextField source="storeName" />
        <NumberField source="commissionPercentage" />
        <BooleanField source="isBlocked" />
        <NumberField source="wholesaleOrdersCount" />
        <NumberField source="retailOrdersCount" />
        <MoscowDateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}

/** The PUT takes the commission only (any other key is refused). */
const commissionOnly = (data: RaRecord) => ({ commissionPercentage: data.commissionPercentage as number });

function SellerEdit() {
  return (
    <Edit transform={commissionOnly} mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextField source="storeName" />
        <NumberInput
          source="commissionPercentage"
          step={0.01}
          validate={[required(), minValue(0), maxValue(100), twoDecimals]}
        />
      </SimpleForm>
    </Edit>
  );
}

export const sellers: ConsoleResource = {
  name: 'sellers',
  list: SellerList,
  show: SellerShow,
  edit: SellerEdit,
  icon: StorefrontIcon,
  recordRepresentation: (record: SellerRecord) => record.storeName || record.email,
};
