import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { DataTable, List, ReferenceField, SelectField, SelectInput } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { tenderActionChoices, tenderStatusChoices } from '../tenders/choices';

const filters = [<SelectInput key="action" source="action" choices={tenderActionChoices} alwaysOn />];

/** The log of every buyer tender action done from the console (they are run from a tender's page). */
function TenderActionList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="tenderId" disableSort>
          <ReferenceField source="tenderId" reference="tenders" link="show" />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort>
          <SelectField source="action" choices={tenderActionChoices} />
        </DataTable.Col>
        <DataTable.Col source="proposalId" disableSort>
          <ReferenceField
            source="proposalId"
            reference="tender-proposals"
            link="show"
            emptyText="console.none"
          />
        </DataTable.Col>
        <DataTable.Col source="statusBefore" disableSort>
          <SelectField source="statusBefore" choices={tenderStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="statusAfter" disableSort>
          <SelectField source="statusAfter" choices={tenderStatusChoices} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const tenderActions: ConsoleResource = {
  name: 'tender-actions',
  list: TenderActionList,
  icon: HistoryEduIcon,
};
