import ForumIcon from '@mui/icons-material/Forum';
import { DataTable, List, NumberInput, ReferenceField, SelectField, TextField } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { requestActionChoices, requestStatusChoices } from '../order-requests/choices';

const filters = [<NumberInput key="orderRequestId" source="orderRequestId" alwaysOn />];

/** The log of the buyers' answers to proposals (they are sent from a request's page). */
function OrderRequestActionList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="orderRequestId" disableSort>
          <ReferenceField source="orderRequestId" reference="order-requests" link="show" />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort>
          <SelectField source="action" choices={requestActionChoices} />
        </DataTable.Col>
        <DataTable.Col source="reason" disableSort>
          <TextField source="reason" sx={{ whiteSpace: 'pre-wrap' }} />
        </DataTable.Col>
        <DataTable.Col source="statusBefore" disableSort>
          <SelectField source="statusBefore" choices={requestStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="statusAfter" disableSort>
          <SelectField source="statusAfter" choices={requestStatusChoices} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const orderRequestActions: ConsoleResource = {
  name: 'order-request-actions',
  list: OrderRequestActionList,
  icon: ForumIcon,
};
