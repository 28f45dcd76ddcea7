import GavelIcon from '@mui/icons-material/Gavel';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { disputeMarketChoices, disputeReasonChoices, disputeStatusChoices } from './choices';
import { DisputeCreate } from './DisputeCreate';
import { DisputeShow } from './DisputeShow';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="isRetail" source="isRetail" choices={disputeMarketChoices} alwaysOn />,
  <SelectInput key="statusId" source="statusId" choices={disputeStatusChoices} alwaysOn />,
];

/** Disputes of every seller, newest first; the server sorts by id, creation date and status. */
function DisputeList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="orderNumber" disableSort />
        <DataTable.Col source="storeName" disableSort />
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.Col source="reasonId" disableSort>
          <SelectField source="reasonId" choices={disputeReasonChoices} />
        </DataTable.Col>
        <DataTable.Col source="statusId">
          <SelectField source="statusId" choices={disputeStatusChoices} />
        </DataTable.Col>
        <DataTable.NumberCol source="messagesCount" disableSort />
        <DataTable.Col source="createdAt" field={MoscowDateField} />
      </DataTable>
    </List>
  );
}

export const disputes: ConsoleResource = {
  name: 'disputes',
  list: DisputeList,
  show: DisputeShow,
  create: DisputeCreate,
  icon: GavelIcon,
  recordRepresentation: (record: { id: number }) => `№ ${record.id}`,
};
