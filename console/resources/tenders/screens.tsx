import GavelIcon from '@mui/icons-material/Gavel';
import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { tenderStatusChoices } from './choices';
import type { TenderRecord } from './records';
import { TenderCreate } from './TenderCreate';
import { TenderShow } from './TenderShow';
import { BuyerInput } from '../../app/components/BuyerInput';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BuyerInput key="buyerId" source="buyerId" alwaysOn />,
  <SelectInput key="statusId" source="statusId" choices={tenderStatusChoices} alwaysOn />,
];

/** Every buyer's tenders, newest first; the server sorts by id, publish date, deadline, budget and status. */
function TenderList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.Col source="categoryName" disableSort />
        <DataTable.NumberCol source="quantity" disableSort />
        <DataTable.Col source="measureUnit" disableSort />
        <DataTable.NumberCol source="budgetPerUnit" options={{ minimumFractionDigits: 2 }} />
        <DataTable.Col source="statusId">
          <SelectField source="statusId" choices={tenderStatusChoices} />
        </DataTable.Col>
        <DataTable.NumberCol source="proposalsCount" disableSort />
        <DataTable.Col source="publishDate">
          <MoscowDateField source="publishDate" showTime />
        </DataTable.Col>
        <DataTable.Col source="deadline">
          <MoscowDateField source="deadline" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const tenders: ConsoleResource = {
  name: 'tenders',
  list: TenderList,
  show: TenderShow,
  create: TenderCreate,
  icon: GavelIcon,
  recordRepresentation: (record: TenderRecord) => record.title,
};
