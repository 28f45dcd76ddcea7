import CommentIcon from '@mui/icons-material/Comment';
import { DataTable, List, NumberInput, ReferenceField, TextField } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';

const filters = [<NumberInput key="orderId" source="orderId" alwaysOn />];

/** Every wholesale order comment (buyers' and sellers'); new ones are written on an order's page. */
function OrderCommentList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="orderId" disableSort>
          <ReferenceField source="orderId" reference="wholesale-orders" link="show" />
        </DataTable.Col>
        <DataTable.Col source="authorName" disableSort />
        <DataTable.Col source="comment" disableSort>
          <TextField source="comment" sx={{ whiteSpace: 'pre-wrap' }} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <MoscowDateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const orderComments: ConsoleResource = {
  name: 'order-comments',
  list: OrderCommentList,
  icon: CommentIcon,
};
