import PaymentsIcon from '@mui/icons-material/Payments';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { useSmallScreen } from '../moderation/screens';
import { paymentKindChoices, paymentStatusChoices } from './choices';
import { PaymentButtons } from './PaymentButtons';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={paymentKindChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={paymentStatusChoices} alwaysOn />,
];

interface PaymentRow {
  id: number;
  storeName: string;
  subject: string;
  amount: number;
  status: string;
}

/** Sellers' marketing payments, newest first; a pending one may be paid or cancelled here. */
function PaymentList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      {small ? (
        <SimpleList<PaymentRow>
          linkType="show"
          primaryText={(r) => r.subject}
          secondaryText={(r) => `${r.storeName} · ${r.amount} ₽`}
          tertiaryText={(r) => translate(`console.marketing.paymentStatus.${r.status}`)}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="sellerId" disableSort>
            <ReferenceField source="sellerId" reference="sellers" link="show" />
          </DataTable.Col>
          <DataTable.Col source="kind" disableSort>
            <SelectField source="kind" choices={paymentKindChoices} />
          </DataTable.Col>
          <DataTable.Col source="subject" disableSort />
          <DataTable.Col source="amount" field={RublesField} />
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={paymentStatusChoices} />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <MoscowDateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col label="console.marketing.decision" disableSort>
            <PaymentButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function PaymentShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="paymentId" />
        <ReferenceField source="sellerId" reference="sellers" link="show" />
        <SelectField source="kind" choices={paymentKindChoices} />
        <TextField source="subject" />
        <RublesField source="amount" />
        <SelectField source="status" choices={paymentStatusChoices} />
        <MoscowDateField source="createdAt" showTime />
        <MoscowDateField source="decidedAt" showTime emptyText="console.none" />
        <Typography variant="body2" color="text.secondary">
          {translate('console.marketing.payHint')}
        </Typography>
        <PaymentButtons />
      </SimpleShowLayout>
    </Show>
  );
}

export const payments: ConsoleResource = {
  name: 'payments',
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
  recordRepresentation: (record: { paymentId: string }) => record.paymentId,
};
