import HistoryIcon from '@mui/icons-material/History';
import { DataTable, List, NumberInput, SelectField, SelectInput } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, actionChoices, marketChoices } from '../../app/choices';
import { ActionStatusField } from '../../app/components/StatusText';
import type { ConsoleResource } from '../../app/resource';

const filters = [
  <SelectInput key="market" source="market" choices={marketChoices} alwaysOn />,
  <NumberInput key="orderId" source="orderId" alwaysOn />,
];

/** The log of every buyer action done from the console (actions are run from an order's page). */
function OrderActionList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="market" disableSort>
          <SelectField source="market" choices={marketChoices} />
        </DataTable.Col>
        <DataTable.Col source="orderId" disableSort />
        <DataTable.Col source="action" disableSort>
          <SelectField source="action" choices={actionChoices} />
        </DataTable.Col>
        <DataTable.Col source="days" disableSort />
        <DataTable.Col source="date" disableSort>
          <MoscowDateField source="date" showTime />
        </DataTable.Col>
        <DataTable.Col source="statusBefore" disableSort>
          <ActionStatusField source="statusBefore" />
        </DataTable.Col>
        <DataTable.Col source="statusAfter" disableSort>
          <ActionStatusField source="statusAfter" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const orderActions: ConsoleResource = {
  name: 'order-actions',
  list: OrderActionList,
  icon: HistoryIcon,
};
