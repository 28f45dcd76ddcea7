import PeopleIcon from '@mui/icons-material/People';
import {
  Create,
  DataTable,
  List,
  SearchInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  required,
  type RaRecord,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import { buyerOptionText } from '../../app/optionText';
import type { ConsoleResource } from '../../app/resource';
import { notBlank, phone } from '../../app/validation';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Sortable on the server: id, email, lastName, createdAt. */
function BuyerList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="email" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="firstName" disableSort />
        <DataTable.Col source="companyName" disableSort />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="city" disableSort />
        <DataTable.Col source="createdAt" field={MoscowDateField} />
      </DataTable>
    </List>
  );
}

const OPTIONAL = ['middleName', 'companyName', 'phone', 'city'] as const;

/** The POST body: trimmed texts; an empty optional field is left out. */
function toBuyerBody(data: RaRecord) {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');
  const body: Record<string, string> = {
    email: text('email'),
    firstName: text('firstName'),
    lastName: text('lastName'),
  };
  for (const key of OPTIONAL) if (text(key) !== '') body[key] = text(key);
  return body;
}

const name = [required(), notBlank, maxLength(100)];

function BuyerCreate() {
  return (
    <Create title="console.create.buyer" transform={toBuyerBody} redirect="list">
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} />
        <TextInput source="lastName" validate={name} />
        <TextInput source="firstName" validate={name} />
        <TextInput source="middleName" validate={[notBlank, maxLength(100)]} />
        <TextInput source="companyName" validate={[notBlank, maxLength(200)]} />
        <TextInput source="phone" validate={phone} />
        <TextInput source="city" validate={[notBlank, maxLength(100)]} />
      </SimpleForm>
    </Create>
  );
}

export const buyers: ConsoleResource = {
  name: 'buyers',
  list: BuyerList,
  create: BuyerCreate,
  icon: PeopleIcon,
  /** As every buyer picker names a buyer: the company first, then the person. */
  recordRepresentation: buyerOptionText,
};
