import TimelineIcon from '@mui/icons-material/Timeline';
import {
  DataTable,
  List,
  NumberInput,
  ReferenceField,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { disputeActionChoices, disputeStatusChoices } from '../disputes/choices';

const filters = [
  <NumberInput key="disputeId" source="disputeId" alwaysOn />,
  <SelectInput key="action" source="action" choices={disputeActionChoices} alwaysOn />,
];

/** The history of every dispute; the console's actions are run from a dispute's page. */
function DisputeActionList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="disputeId" disableSort>
          <ReferenceField source="disputeId" reference="disputes" link="show" />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort>
          <SelectField source="action" choices={disputeActionChoices} />
        </DataTable.Col>
        <DataTable.Col source="statusBefore" disableSort>
          <SelectField source="statusBefore" choices={disputeStatusChoices} emptyText="console.none" />
        </DataTable.Col>
        <DataTable.Col source="statusAfter" disableSort>
          <SelectField source="statusAfter" choices={disputeStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="comment" disableSort>
          <TextField source="comment" sx={{ whiteSpace: 'pre-wrap' }} emptyText="console.none" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={MoscowDateField} />
      </DataTable>
    </List>
  );
}

export const disputeActions: ConsoleResource = {
  name: 'dispute-actions',
  list: DisputeActionList,
  icon: TimelineIcon,
};
