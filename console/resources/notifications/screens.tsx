import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  AutocompleteInput,
  BooleanField,
  Create,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  regex,
  required,
  type RaRecord,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { notBlank } from '../../app/validation';

const filters = [
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
];

/** Notifications the administrator sent to sellers, newest first, with whether the seller read them. */
function NotificationList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="sellerId" disableSort>
          <ReferenceField source="sellerId" reference="sellers" link={false} />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="text" disableSort>
          <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
        </DataTable.Col>
        <DataTable.Col source="link" disableSort />
        <DataTable.Col source="isRead" disableSort field={BooleanField} />
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The POST body: an empty link is left out. */
function toNotificationBody(data: RaRecord) {
  const link = typeof data.link === 'string' ? data.link.trim() : '';
  return { sellerId: data.sellerId, title: data.title, text: data.text, ...(link ? { link } : {}) };
}

function NotificationCreate() {
  return (
    <Create title="console.create.notification" transform={toNotificationBody} redirect="list">
      <SimpleForm>
        <ReferenceInput source="sellerId" reference="sellers" sort={PICKER_SORT.sellers}>
          <AutocompleteInput validate={required()} />
        </ReferenceInput>
        <TextInput source="title" fullWidth validate={[required(), notBlank, maxLength(200)]} />
        <TextInput
          source="text"
          multiline
          minRows={3}
          fullWidth
          validate={[required(), notBlank, maxLength(2000)]}
        />
        <TextInput
          source="link"
          fullWidth
          helperText="console.notifications.linkHelp"
          validate={[maxLength(300), regex(/^\/[^/\\]/, 'console.notifications.linkFormat')]}
        />
      </SimpleForm>
    </Create>
  );
}

export const notifications: ConsoleResource = {
  name: 'notifications',
  list: NotificationList,
  create: NotificationCreate,
  icon: NotificationsIcon,
};
