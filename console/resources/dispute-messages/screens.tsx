import ForumIcon from '@mui/icons-material/Forum';
import { DataTable, List, NumberInput, ReferenceField, SelectField, TextField } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { authorRoleChoices } from '../disputes/choices';
import { FileLinks } from '../disputes/files';

const filters = [<NumberInput key="disputeId" source="disputeId" alwaysOn />];

/** Messages of every dispute; a new one is written on the dispute's page. */
function DisputeMessageList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="disputeId" disableSort>
          <ReferenceField source="disputeId" reference="disputes" link="show" />
        </DataTable.Col>
        <DataTable.Col source="authorRole" disableSort>
          <SelectField source="authorRole" choices={authorRoleChoices} />
        </DataTable.Col>
        <DataTable.Col source="authorName" disableSort />
        <DataTable.Col source="comment" disableSort>
          <TextField source="comment" sx={{ whiteSpace: 'pre-wrap' }} />
        </DataTable.Col>
        <DataTable.Col source="images" disableSort>
          <FileLinks source="images" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={MoscowDateField} />
      </DataTable>
    </List>
  );
}

export const disputeMessages: ConsoleResource = {
  name: 'dispute-messages',
  list: DisputeMessageList,
  icon: ForumIcon,
};
