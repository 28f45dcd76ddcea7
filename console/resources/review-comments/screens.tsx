import ForumIcon from '@mui/icons-material/Forum';
import {
  DataTable,
  List,
  NumberInput,
  ReferenceField,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { NEWEST_FIRST } from '../../app/choices';
import type { ConsoleResource } from '../../app/resource';

/** Who wrote a review comment; names are message keys. */
export const authorRoleChoices = ['buyer', 'seller'].map((id) => ({ id, name: `console.authorRole.${id}` }));

const filters = [
  <NumberInput key="reviewId" source="reviewId" alwaysOn />,
  <SelectInput key="authorRole" source="authorRole" choices={authorRoleChoices} alwaysOn />,
];

/** Every comment under a product review (buyers' and sellers'); new ones are written on a review's page. */
function ReviewCommentList() {
  return (
    <List filters={filters} sort={NEWEST_FIRST}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="reviewId" disableSort>
          <ReferenceField source="reviewId" reference="reviews" link="show" />
        </DataTable.Col>
        <DataTable.Col source="authorRole" disableSort>
          <SelectField source="authorRole" choices={authorRoleChoices} />
        </DataTable.Col>
        <DataTable.Col source="authorName" disableSort />
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

export const reviewComments: ConsoleResource = {
  name: 'review-comments',
  list: ReviewCommentList,
  icon: ForumIcon,
};
