import SendIcon from '@mui/icons-material/Send';
import { useRecordContext } from 'react-admin';
import { Section } from '../../app/components/Section';
import { BuyerWriteForm, SectionNote, ThreadList, ThreadTextInput } from '../../app/components/Thread';
import { authorRoleChoices } from '../review-comments/screens';

/** The server's bound of a review comment (docs/contract/console.md "review-comments"). */
const MAX_LENGTH = 2000;

/** The buyer's reply (`POST review-comments`); the form empties once sent. */
function ReplyForm() {
  const review = useRecordContext();
  if (!review) return null;
  if (review.buyerId == null) return <SectionNote text="console.reviewComments.noBuyer" />;
  return (
    <BuyerWriteForm
      resource="review-comments"
      toData={(values) => ({ reviewId: review.id, text: values.text })}
      sent="console.reviewComments.sent"
      sendLabel="console.reviewComments.send"
      icon={<SendIcon />}
    >
      <ThreadTextInput source="text" label="console.reviewComments.new" max={MAX_LENGTH} />
    </BuyerWriteForm>
  );
}

/** The review's comments as the seller reads them, oldest first, and the buyer's reply. */
export function ReviewCommentsSection() {
  return (
    <Section title="console.sections.comments">
      <ThreadList
        reference="review-comments"
        target="reviewId"
        sortField="createdAt"
        empty="console.comments.empty"
        textSource="text"
        roleChoices={authorRoleChoices}
      />
      <ReplyForm />
    </Section>
  );
}
