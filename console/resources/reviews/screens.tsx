import StarIcon from '@mui/icons-material/Star';
import {
  AutocompleteInput,
  DataTable,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  TextField,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST, PICKER_SORT } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';
import { ReviewShow } from './ReviewShow';

const filters = [
  <ReferenceInput key="sellerId" source="sellerId" reference="sellers" sort={PICKER_SORT.sellers} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <NumberInput key="orderId" source="orderId" alwaysOn />,
];

/**
 * Buyers' product reviews; a new one is left on the order's page, replies on the review's page.
 * Sortable: id, createdAt, rating.
 */
function ReviewList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" />
        <DataTable.Col source="sellerId" disableSort>
          <ReferenceField source="sellerId" reference="sellers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="orderId" disableSort>
          <ReferenceField source="orderId" reference="wholesale-orders" link="show" />
        </DataTable.Col>
        <DataTable.Col source="buyerName" disableSort />
        <DataTable.NumberCol source="rating" />
        <DataTable.Col source="text" disableSort>
          <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const reviews: ConsoleResource = {
  name: 'reviews',
  list: ReviewList,
  show: ReviewShow,
  icon: StarIcon,
};
