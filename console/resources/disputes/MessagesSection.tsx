import SendIcon from '@mui/icons-material/Send';
import { DataTable, FileField, FileInput, useRecordContext } from 'react-admin';
import { Section } from '../../app/components/Section';
import { BuyerWriteForm, ThreadList, ThreadTextInput } from '../../app/components/Thread';
import { authorRoleChoices } from './choices';
import { FILE_MAX_BYTES, FileLinks, IMAGE_TYPES, toDataUrlFiles } from './files';

const OPEN_STATUSES = new Set([1, 2]);

/** The buyer's new message with optional images (`POST dispute-messages`); the form empties once sent. */
function MessageForm({ disputeId }: { disputeId: number }) {
  return (
    <BuyerWriteForm
      resource="dispute-messages"
      toData={async (values) => {
        const images = await toDataUrlFiles(values.images);
        return { disputeId, comment: values.comment, images };
      }}
      sent="console.disputes.messageSent"
      sendLabel="console.disputes.sendMessage"
      icon={<SendIcon />}
    >
      <ThreadTextInput source="comment" label="console.disputes.newMessage" max={2000} />
      <FileInput source="images" multiple accept={IMAGE_TYPES} maxSize={FILE_MAX_BYTES}>
        <FileField source="src" title="title" />
      </FileInput>
    </BuyerWriteForm>
  );
}

const IMAGES_COLUMN = [
  <DataTable.Col key="images" source="images" disableSort>
    <FileLinks source="images" />
  </DataTable.Col>,
];

/** The dispute's messages (all sides), oldest first; the buyer writes while the dispute is open. */
export function MessagesSection() {
  const dispute = useRecordContext<{ id: number; statusId: number }>();
  if (!dispute) return null;
  return (
    <Section title="console.sections.messages">
      <ThreadList
        reference="dispute-messages"
        target="disputeId"
        sortField="id"
        empty="console.disputes.noMessages"
        textSource="comment"
        roleChoices={authorRoleChoices}
        extraColumns={IMAGES_COLUMN}
      />
      {OPEN_STATUSES.has(dispute.statusId) && <MessageForm disputeId={dispute.id} />}
    </Section>
  );
}
