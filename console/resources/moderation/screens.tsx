import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Stack, useMediaQuery } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  Labeled,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { MoscowDateField, moscowDayText } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import { LabeledRow } from '../../app/components/Labels';
import { Section } from '../../app/components/Section';
import type { ConsoleResource } from '../../app/resource';
import { decisionStatusChoices, PENDING_FIRST, sectionChoices } from './choices';
import { DecisionButtons } from './DecisionButtons';
import { ModelComparison } from './ModelComparison';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="section" source="section" choices={sectionChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={decisionStatusChoices} alwaysOn />,
];

interface EditRow {
  id: number;
  storeName: string;
  section: string;
  status: string;
  submittedAt: string;
}

/** Below 768 px the table becomes cards. */
export const useSmallScreen = () => useMediaQuery('(max-width:767px)');

/** Edits of every seller, newest first, opening on those that wait. */
function ModerationList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={NEWEST_FIRST} filterDefaultValues={PENDING_FIRST}>
      {small ? (
        <SimpleList<EditRow>
          linkType="show"
          primaryText={(r) => r.storeName}
          secondaryText={(r) =>
            `${translate(`console.moderation.section.${r.section}`)} · ${translate(`console.moderation.status.${r.status}`)}`
          }
          tertiaryText={(r) => moscowDayText(r.submittedAt)}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="storeName" disableSort />
          <DataTable.Col source="section">
            <SelectField source="section" choices={sectionChoices} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={decisionStatusChoices} />
          </DataTable.Col>
          <DataTable.Col source="submittedAt" field={MoscowDateField} />
          <DataTable.Col source="decidedAt" field={MoscowDateField} />
          <DataTable.Col label="console.moderation.decision" disableSort>
            <DecisionButtons resource="moderation" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** One edit: who, which section, its state, the two models side by side and the decision. */
function ModerationShow() {
  return (
    <Show>
      <Stack spacing={2} sx={{ p: 2 }}>
        <LabeledRow>
          <ReferenceField source="sellerId" reference="sellers" link="show" />
          <TextField source="email" />
          <SelectField source="section" choices={sectionChoices} />
          <SelectField source="status" choices={decisionStatusChoices} />
          <MoscowDateField source="submittedAt" showTime />
          <MoscowDateField source="decidedAt" showTime emptyText="console.none" />
        </LabeledRow>
        <Labeled source="reason">
          <TextField source="reason" sx={{ whiteSpace: 'pre-wrap' }} emptyText="console.none" />
        </Labeled>
        <DecisionButtons resource="moderation" />
      </Stack>
      <Section title="console.moderation.compare">
        <ModelComparison />
      </Section>
    </Show>
  );
}

export const moderation: ConsoleResource = {
  name: 'moderation',
  list: ModerationList,
  show: ModerationShow,
  icon: FactCheckIcon,
  recordRepresentation: (record: { id: number }) => `№ ${record.id}`,
};
