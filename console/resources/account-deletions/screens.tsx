import PersonOffIcon from '@mui/icons-material/PersonOff';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { decisionStatusChoices, PENDING_FIRST } from '../moderation/choices';
import { DecisionButtons } from '../moderation/DecisionButtons';
import { useSmallScreen } from '../moderation/screens';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={decisionStatusChoices} alwaysOn />,
];

interface RequestRow {
  id: number;
  storeName: string;
  email: string;
  status: string;
}

/**
 * Sellers' requests to close their account; approval blocks the account and is refused while the
 * seller has unfinished orders (the server's message is shown).
 */
function AccountDeletionList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={NEWEST_FIRST} filterDefaultValues={PENDING_FIRST}>
      {small ? (
        <SimpleList<RequestRow>
          linkType={false}
          primaryText={(r) => r.storeName}
          secondaryText={(r) => `${r.email} · ${translate(`console.moderation.status.${r.status}`)}`}
          tertiaryText={() => <DecisionButtons resource="account-deletions" />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="sellerId" disableSort>
            <ReferenceField source="sellerId" reference="sellers" link="show" />
          </DataTable.Col>
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={decisionStatusChoices} />
          </DataTable.Col>
          <DataTable.Col source="requestedAt" field={MoscowDateField} />
          <DataTable.Col source="decidedAt" field={MoscowDateField} />
          <DataTable.Col source="reason" disableSort>
            <TextField source="reason" emptyText="console.none" />
          </DataTable.Col>
          <DataTable.Col label="console.moderation.decision" disableSort>
            <DecisionButtons resource="account-deletions" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export const accountDeletions: ConsoleResource = {
  name: 'account-deletions',
  list: AccountDeletionList,
  icon: PersonOffIcon,
  recordRepresentation: (record: { email: string }) => record.email,
};
