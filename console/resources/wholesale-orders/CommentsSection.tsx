import SendIcon from '@mui/icons-material/Send';
import { useRecordContext } from 'react-admin';
import { Section } from '../../app/components/Section';
import { BuyerWriteForm, ThreadList, ThreadTextInput } from '../../app/components/Thread';

/** A new comment, written as the order's buyer (`POST order-comments`); the form empties once sent. */
function CommentForm() {
  const order = useRecordContext();
  if (!order) return null;
  return (
    <BuyerWriteForm
      resource="order-comments"
      toData={(values) => ({ orderId: order.id, comment: values.comment })}
      sent="console.comments.sent"
      sendLabel="console.comments.send"
      icon={<SendIcon />}
    >
      <ThreadTextInput source="comment" label="console.comments.new" max={1000} />
    </BuyerWriteForm>
  );
}

/** The order's comments (as the seller reads them), oldest first, and the buyer's new one. */
export function CommentsSection() {
  return (
    <Section title="console.sections.comments">
      <ThreadList
        reference="order-comments"
        target="orderId"
        sortField="id"
        empty="console.comments.empty"
        textSource="comment"
      />
      <CommentForm />
    </Section>
  );
}
