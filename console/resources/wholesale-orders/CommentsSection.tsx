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

const NO_VALUES = {};

/** A new comment, written as the order's buyer (`POST order-comments`); the form empties once sent. */
function CommentForm() {
  const order = useRecordContext();
  const [create] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  // A new key mounts an empty form after each comment.
  const [round, setRound] = useState(0);
  if (!order) return null;
  const submit = async (values: FieldValues) => {
    try {
      await create(
        'order-comments',
        { data: { orderId: order.id, comment: values.comment } },
        { returnPromise: true },
      );
      notify('console.comments.sent', { type: 'success' });
      setRound((n) => n + 1);
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ResourceContextProvider value="order-comments">
      <Form key={round} record={NO_VALUES} onSubmit={submit}>
        <TextInput
          source="comment"
          label="console.comments.new"
          multiline
          minRows={2}
          fullWidth
          validate={[required(), notBlank, maxLength(1000)]}
        />
        <SaveButton label="console.comments.send" icon={<SendIcon />} />
      </Form>
    </ResourceContextProvider>
  );
}

function NoComments() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('console.comments.empty')}
    </Typography>
  );
}

/** The order's comments (as the seller reads them), oldest first, and the buyer's new one. */
export function CommentsSection() {
  return (
    <Section title="console.sections.comments">
      <ReferenceManyField
        reference="order-comments"
        target="orderId"
        sort={{ field: 'id', order: 'ASC' }}
        perPage={100}
        empty={<NoComments />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} sx={{ mb: 2 }}>
          <DataTable.Col source="authorName" disableSort />
          <DataTable.Col source="comment" disableSort>
            <TextField source="comment" sx={{ whiteSpace: 'pre-wrap' }} />
          </DataTable.Col>
          <DataTable.Col source="createdAt" disableSort>
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
      <CommentForm />
    </Section>
  );
}
