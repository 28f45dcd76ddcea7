import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { TEMPLATES_PAGE_SIZE, type TemplateListItem } from '../../../api/deliveryTemplates';
import { EmptyState, FILTER_LOOK, ListPage } from '../../../components/list';
import { DELIVERY_TEMPLATES_RESOURCE } from '../handler';
import {
  ActiveSwitch,
  DaysRange,
  DirectionsSummary,
  ProductChips,
  RowActions,
  TemplateNameLink,
} from './cells';
import { TEMPLATE_ADD_PATH } from './paths';
import { TemplateCard } from './TemplateCard';
import { templatesExport } from './templateCsv';

const L = 'delivery.list.';
const C = `${L}columns.`;
const SORT = { field: 'id', order: 'DESC' } as const;
const Column = DataTable.Col<TemplateListItem>;

function TemplateSearchInput({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <SearchInput
      source={source}
      placeholder={translate(`${L}search`)}
      {...FILTER_LOOK}
      sx={{ minWidth: 260 }}
    />
  );
}

const filters = [<TemplateSearchInput key="templateName" source="templateName" alwaysOn />];

function AddTemplateButton() {
  const translate = useTranslate();
  return (
    <Button
      component={RouterLink}
      to={TEMPLATE_ADD_PATH}
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
    >
      {translate(`${L}add`)}
    </Button>
  );
}

/**
 * /shared/delivery: the store's delivery templates, newest first, 10 a page, searched by name;
 * per row the on/off switch, the attached products, the directions and the days, edit and remove.
 */
export default function TemplateList() {
  return (
    <ListPage<TemplateListItem>
      resource={DELIVERY_TEMPLATES_RESOURCE}
      filters={filters}
      perPage={TEMPLATES_PAGE_SIZE}
      sort={SORT}
      export={templatesExport}
      empty={<EmptyState title={`${L}empty`} hint={`${L}emptyHint`} />}
      tableLabel={`${L}tableLabel`}
      card={(row) => <TemplateCard row={row} />}
      actions={<AddTemplateButton />}
    >
      <Column source="name" label={`${C}name`} disableSort render={(row) => <TemplateNameLink row={row} />} />
      <Column
        source="isActive"
        label={`${C}isActive`}
        disableSort
        render={(row) => <ActiveSwitch row={row} />}
      />
      <Column
        source="products"
        label={`${C}products`}
        disableSort
        render={(row) => <ProductChips row={row} />}
      />
      <Column
        source="directionsSummary"
        label={`${C}directions`}
        disableSort
        render={(row) => <DirectionsSummary row={row} />}
      />
      <Column
        source="deliveryDayFrom"
        label={`${C}days`}
        disableSort
        render={(row) => <DaysRange row={row} />}
      />
      <Column source="actions" label={`${C}actions`} disableSort render={(row) => <RowActions row={row} />} />
    </ListPage>
  );
}
