import { DataTable, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { Section } from '../../app/components/Section';
import { disputeActionChoices, disputeStatusChoices } from './choices';

/** Every status change of the dispute, oldest first (`dispute-actions`). */
export function HistorySection() {
  return (
    <Section title="console.sections.history">
      <ReferenceManyField
        reference="dispute-actions"
        target="disputeId"
        sort={{ field: 'id', order: 'ASC' }}
        perPage={100}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
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
          <DataTable.Col source="createdAt" disableSort>
            <MoscowDateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Section>
  );
}
