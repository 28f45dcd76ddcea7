import ChatIcon from '@mui/icons-material/Chat';
import {
  AutocompleteInput,
  BooleanField,
  Create,
  DataTable,
  FormDataConsumer,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  required,
  type RaRecord,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { integer, notBlank, positive } from '../../app/validation';
import { FileLinks } from '../disputes/files';
import { authorRoleChoices } from '../review-comments/screens';
import { BuyerInput } from '../../app/components/BuyerInput';

/** What a chat is about; names are message keys. */
const subjectTypeChoices = ['general', 'order', 'retailOrder', 'request', 'tender'].map((id) => ({
  id,
  name: `console.chatSubject.${id}`,
}));

const filters = [
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="subjectType" source="subjectType" choices={subjectTypeChoices} alwaysOn />,
];

/** Messages of every chat, both sides, newest first; the server sorts by id and date. */
function ChatMessageList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="chatId" disableSort />
        <DataTable.Col source="sellerId" disableSort>
          <ReferenceField source="sellerId" reference="sellers" link={false} />
        </DataTable.Col>
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.Col source="subjectType" disableSort>
          <SelectField source="subjectType" choices={subjectTypeChoices} />
        </DataTable.Col>
        <DataTable.Col source="subjectTitle" disableSort />
        <DataTable.Col source="authorRole" disableSort>
          <SelectField source="authorRole" choices={authorRoleChoices} />
        </DataTable.Col>
        <DataTable.Col source="text" disableSort>
          <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
        </DataTable.Col>
        <DataTable.Col source="images" disableSort>
          <FileLinks source="images" />
        </DataTable.Col>
        <DataTable.Col source="isRead" disableSort field={BooleanField} />
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The POST body: a general chat has no subject id. */
function toMessageBody(data: RaRecord) {
  const general = data.subjectType === 'general';
  return {
    sellerId: data.sellerId,
    buyerId: data.buyerId,
    subjectType: data.subjectType,
    subjectId: general ? null : data.subjectId,
    text: data.text,
  };
}

const defaults = { subjectType: 'general' };

/** The buyer writes to a seller about an order, a retail order, a request, a tender, or in general. */
function ChatMessageCreate() {
  return (
    <Create title="console.create.chatMessage" transform={toMessageBody} redirect="list">
      <SimpleForm defaultValues={defaults}>
        <ReferenceInput source="sellerId" reference="sellers" sort={PICKER_SORT.sellers}>
          <AutocompleteInput validate={required()} />
        </ReferenceInput>
        <BuyerInput source="buyerId" isRequired />
        <SelectInput source="subjectType" choices={subjectTypeChoices} validate={required()} />
        <FormDataConsumer>
          {({ formData }) =>
            formData.subjectType === 'general' ? null : (
              <NumberInput
                source="subjectId"
                helperText="console.chatMessages.subjectIdHelp"
                validate={[required(), integer, positive]}
              />
            )
          }
        </FormDataConsumer>
        <TextInput
          source="text"
          multiline
          minRows={3}
          fullWidth
          validate={[required(), notBlank, maxLength(2000)]}
        />
      </SimpleForm>
    </Create>
  );
}

export const chatMessages: ConsoleResource = {
  name: 'chat-messages',
  list: ChatMessageList,
  create: ChatMessageCreate,
  icon: ChatIcon,
};
