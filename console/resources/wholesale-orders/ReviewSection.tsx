import RateReviewIcon from '@mui/icons-material/RateReview';
import { Rating, Typography } from '@mui/material';
import {
  FunctionField,
  RadioButtonGroupInput,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleShowLayout,
  TextField,
  required,
  useGetList,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { Section } from '../../app/components/Section';
import { toInteger } from '../../app/parse';
import { BuyerWriteForm, ThreadTextInput } from '../../app/components/Thread';
import type { WholesaleOrderRecord } from '../../app/records';

/** A review may be left once the order is shipped (6) or completed (7). */
const REVIEWABLE = new Set([6, 7]);
/** The ids are numbers and the body's rating is one (the radio's own value is text: see `parse`). */
const RATINGS = [1, 2, 3, 4, 5].map((id) => ({ id, name: String(id) }));

function ReviewForm({ orderId }: { orderId: WholesaleOrderRecord['id'] }) {
  return (
    <BuyerWriteForm
      resource="reviews"
      toData={(values) => ({ orderId, rating: values.rating, text: values.text })}
      sent="console.review.sent"
      sendLabel="console.review.send"
      icon={<RateReviewIcon />}
    >
      <RadioButtonGroupInput
        source="rating"
        choices={RATINGS}
        translateChoice={false}
        parse={toInteger}
        validate={required()}
      />
      <ThreadTextInput source="text" max={1000} />
    </BuyerWriteForm>
  );
}

function ReviewView({ review }: { review: RaRecord }) {
  const translate = useTranslate();
  const stars = (value: number) => translate('console.review.stars', { smart_count: value });
  return (
    <ResourceContextProvider value="reviews">
      <RecordContextProvider value={review}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <FunctionField
            source="rating"
            render={(record: RaRecord) => (
              <Rating value={Number(record.rating)} readOnly getLabelText={stars} />
            )}
          />
          <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
          <TextField source="buyerName" />
          <MoscowDateField source="createdAt" showTime />
        </SimpleShowLayout>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}

/** The buyer's review of the order: shown when written, else the form (or when it will be possible). */
export function ReviewSection() {
  const order = useRecordContext<WholesaleOrderRecord>();
  const translate = useTranslate();
  const { data, isPending } = useGetList(
    'reviews',
    {
      filter: { orderId: order?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: order != null },
  );
  if (!order || isPending) return null;
  const review = data?.[0];
  return (
    <Section title="console.sections.review">
      {review ? (
        <ReviewView review={review} />
      ) : REVIEWABLE.has(order.statusId) ? (
        <ReviewForm orderId={order.id} />
      ) : (
        <Typography variant="body2">{translate('console.review.notYet')}</Typography>
      )}
    </Section>
  );
}
