import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import {
  DataTable,
  DateField,
  Form,
  ReferenceManyField,
  ResourceContextProvider,
  SaveButton,
  SelectField,
  TextField,
  TextInput,
  maxLength,
  required,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Section } from '../../app/components/Section';
import { useNotifyError } from '../../app/useNotifyError';
import { notBlank } from '../../app/validation';
import { authorRoleChoices } from '../review-comments/screens';

const NO_VALUES = {};
/** The server's bound of a review comment (docs/contract/console.md "review-comments"). */
const MAX_LENGTH = 2000;

function Note({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate(text)}
    </Typography>
  );
}

/** The buyer's reply (`POST review-comments`); the form empties once sent. */
function ReplyForm() {
  const review = useRecordContext();
  const [create] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  // A new key mounts an empty form after each reply.
  const [round, setRound] = useState(0);
  if (!review) return null;
  if (review.buyerId == null) return <Note text="console.reviewComments.noBuyer" />;
  const submit = async (values: FieldValues) => {
    try {
      await create(
        'review-comments',
        { data: { reviewId: review.id, text: values.text } },
        { returnPromise: true },
      );
      notify('console.reviewComments.sent', { type: 'success' });
      setRound((n) => n + 1);
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ResourceContextProvider value="review-comments">
      <Form key={round} record={NO_VALUES} onSubmit={submit}>
        <TextInput
          source="text"
          label="console.reviewComments.new"
          multiline
          minRows={2}
          fullWidth
          validate={[required(), notBlank, maxLength(MAX_LENGTH)]}
        />
        <SaveButton label="console.reviewComments.send" icon={<SendIcon />} />
      </Form>
    </ResourceContextProvider>
  );
}

/** The review's comments as the seller reads them, oldest first, and the buyer's reply. */
export function ReviewCommentsSection() {
  return (
    <Section title="console.sections.comments">
      <ReferenceManyField
        reference="review-comments"
        target="reviewId"
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={100}
        empty={<Note text="console.comments.empty" />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} sx={{ mb: 2 }}>
          <DataTable.Col source="authorRole" disableSort>
            <SelectField source="authorRole" choices={authorRoleChoices} />
          </DataTable.Col>
          <DataTable.Col source="authorName" disableSort />
          <DataTable.Col source="text" disableSort>
            <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
          </DataTable.Col>
          <DataTable.Col source="createdAt" disableSort>
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
      <ReplyForm />
    </Section>
  );
}
