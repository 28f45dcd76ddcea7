import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  DataTable,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  Toolbar,
  required,
  useTranslate,
} from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { useSmallScreen } from '../moderation/screens';

/**
 * Payouts to sellers (docs/contract/payouts.md "Console"): the history of every seller's payouts,
 * and 'Выплатить': one payout of every released order of the chosen seller.
 */

const filters = [
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
];

interface PayoutRow {
  id: number;
  storeName: string | null;
  amount: number;
  ordersCount: number;
}

function PayoutList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      {small ? (
        <SimpleList<PayoutRow>
          linkType="show"
          primaryText={(r) => `${r.amount} ₽`}
          secondaryText={(r) => r.storeName ?? ''}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="sellerId" disableSort>
            <ReferenceField source="sellerId" reference="sellers" link="show" />
          </DataTable.Col>
          <DataTable.Col source="amount" field={RublesField} />
          <DataTable.Col source="ordersCount" disableSort field={NumberField} />
          <DataTable.Col source="paidAt">
            <MoscowDateField source="paidAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function PayoutShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ReferenceField source="sellerId" reference="sellers" link="show" />
        <RublesField source="amount" />
        <NumberField source="ordersCount" />
        <MoscowDateField source="paidAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}

function PayToolbar() {
  return (
    <Toolbar>
      <SaveButton label="console.payouts.pay" icon={<AccountBalanceIcon />} alwaysEnable />
    </Toolbar>
  );
}

/** 'Выплатить': the chosen seller's released money, in one payout (409 when none is released). */
function PayoutCreate() {
  const translate = useTranslate();
  return (
    <Create title="console.payouts.title" redirect="show">
      <SimpleForm toolbar={<PayToolbar />}>
        <Typography variant="body2" color="text.secondary">
          {translate('console.payouts.hint')}
        </Typography>
        <ReferenceInput source="sellerId" reference="sellers" sort={PICKER_SORT.sellers}>
          <AutocompleteInput validate={required()} />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
}

export const payouts: ConsoleResource = {
  name: 'payouts',
  list: PayoutList,
  show: PayoutShow,
  create: PayoutCreate,
  icon: AccountBalanceIcon,
  recordRepresentation: (record: { id: number }) => `№${record.id}`,
};
