import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import {
  DataTable,
  DateField,
  FileField,
  FileInput,
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
import { authorRoleChoices } from './choices';
import { FILE_MAX_BYTES, FileLinks, IMAGE_TYPES, toDataUrlFiles } from './files';

const NO_VALUES = {};
const OPEN_STATUSES = new Set([1, 2]);

/** The buyer's new message with optional images (`POST dispute-messages`); the form empties once sent. */
function MessageForm({ disputeId }: { disputeId: number }) {
  const [create] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [round, setRound] = useState(0);
  const submit = async (values: FieldValues) => {
    try {
      const images = await toDataUrlFiles(values.images);
      await create(
        'dispute-messages',
        { data: { disputeId, comment: values.comment, images } },
        { returnPromise: true },
      );
      notify('console.disputes.messageSent', { type: 'success' });
      setRound((n) => n + 1);
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ResourceContextProvider value="dispute-messages">
      <Form key={round} record={NO_VALUES} onSubmit={submit}>
        <TextInput
          source="comment"
          label="console.disputes.newMessage"
          multiline
          minRows={2}
          fullWidth
          validate={[required(), notBlank, maxLength(2000)]}
        />
        <FileInput source="images" multiple accept={IMAGE_TYPES} maxSize={FILE_MAX_BYTES}>
          <FileField source="src" title="title" />
        </FileInput>
        <SaveButton label="console.disputes.sendMessage" icon={<SendIcon />} />
      </Form>
    </ResourceContextProvider>
  );
}

function NoMessages() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('console.disputes.noMessages')}
    </Typography>
  );
}

/** The dispute's messages (all sides), oldest first; the buyer writes while the dispute is open. */
export function MessagesSection() {
  const dispute = useRecordContext<{ id: number; statusId: number }>();
  if (!dispute) return null;
  return (
    <Section title="console.sections.messages">
      <ReferenceManyField
        reference="dispute-messages"
        target="disputeId"
        sort={{ field: 'id', order: 'ASC' }}
        perPage={100}
        empty={<NoMessages />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} sx={{ mb: 2 }}>
          <DataTable.Col source="authorRole" disableSort>
            <SelectField source="authorRole" choices={authorRoleChoices} />
          </DataTable.Col>
          <DataTable.Col source="authorName" disableSort />
          <DataTable.Col source="comment" disableSort>
            <TextField source="comment" sx={{ whiteSpace: 'pre-wrap' }} />
          </DataTable.Col>
          <DataTable.Col source="images" disableSort>
            <FileLinks source="images" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" disableSort>
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
      {OPEN_STATUSES.has(dispute.statusId) && <MessageForm disputeId={dispute.id} />}
    </Section>
  );
}
