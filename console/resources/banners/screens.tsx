import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import {
  AutocompleteInput,
  DataTable,
  ImageField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  UrlField,
  useTranslate,
} from 'react-admin';
import { MoscowDateField, RublesField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { useSmallScreen } from '../moderation/screens';
import { advertStatusChoices, bannerStateChoices } from '../payments/choices';
import { BannerDecision } from './BannerDecision';

const filters = [
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <NumberInput key="positionId" source="positionId" min={1} alwaysOn />,
  <SelectInput key="state" source="state" choices={bannerStateChoices} alwaysOn />,
  <SelectInput key="advertStatus" source="advertStatus" choices={advertStatusChoices} />,
];

/** Opens on the banners that wait for the administrator. */
const AWAITING_FIRST = { state: 'awaitingApproval' } as const;

const THUMB = { '& img': { maxWidth: 200, maxHeight: 80, objectFit: 'contain', margin: 0 } } as const;

interface BannerRow {
  id: number;
  storeName: string;
  positionName: string;
  dateFrom: string;
  dateTo: string;
  state: string;
}

/** Sellers' banners with their image; a paid one awaiting approval is approved or declined here. */
function BannerList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={NEWEST_FIRST} filterDefaultValues={AWAITING_FIRST}>
      {small ? (
        <SimpleList<BannerRow>
          linkType="show"
          primaryText={(r) => r.positionName}
          secondaryText={(r) => `${r.storeName} · ${r.dateFrom} — ${r.dateTo}`}
          tertiaryText={(r) => translate(`console.marketing.bannerState.${r.state}`)}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="bannerFilePath" disableSort>
            <ImageField source="bannerFilePath" sx={THUMB} />
          </DataTable.Col>
          <DataTable.Col source="sellerId" disableSort>
            <ReferenceField source="sellerId" reference="sellers" link="show" />
          </DataTable.Col>
          <DataTable.Col source="positionName" disableSort />
          <DataTable.Col source="dateFrom" />
          <DataTable.Col source="dateTo" disableSort />
          <DataTable.Col source="price" field={RublesField} />
          <DataTable.Col source="state" disableSort>
            <SelectField source="state" choices={bannerStateChoices} />
          </DataTable.Col>
          <DataTable.Col source="advertStatus" disableSort>
            <SelectField source="advertStatus" choices={advertStatusChoices} emptyText="console.none" />
          </DataTable.Col>
          <DataTable.Col label="console.marketing.decision" disableSort>
            <BannerDecision />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function BannerShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ImageField source="bannerFilePath" sx={{ '& img': { maxWidth: '100%', objectFit: 'contain' } }} />
        <ReferenceField source="sellerId" reference="sellers" link="show" />
        <TextField source="positionName" />
        <NumberField source="width" />
        <NumberField source="height" />
        <TextField source="dateFrom" />
        <TextField source="dateTo" />
        <RublesField source="price" />
        <UrlField source="link" target="_blank" rel="noopener noreferrer" emptyText="console.none" />
        <SelectField source="state" choices={bannerStateChoices} />
        <SelectField source="advertStatus" choices={advertStatusChoices} emptyText="console.none" />
        <TextField source="declineReason" emptyText="console.none" />
        <TextField source="paymentId" />
        <MoscowDateField source="createdAt" showTime />
        <MoscowDateField source="decidedAt" showTime emptyText="console.none" />
        <BannerDecision />
      </SimpleShowLayout>
    </Show>
  );
}

export const banners: ConsoleResource = {
  name: 'banners',
  list: BannerList,
  show: BannerShow,
  icon: ViewCarouselIcon,
  recordRepresentation: (record: { positionName: string; dateFrom: string }) =>
    `${record.positionName}, ${record.dateFrom}`,
};
