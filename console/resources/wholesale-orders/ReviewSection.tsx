import { useState } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Rating, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import {
  DateField,
  Form,
  FunctionField,
  RadioButtonGroupInput,
  RecordContextProvider,
  ResourceContextProvider,
  SaveButton,
  SimpleShowLayout,
  TextField,
  TextInput,
  maxLength,
  required,
  useCreate,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Section } from '../../app/components/Section';
import type { WholesaleOrderRecord } from '../../app/records';
import { useNotifyError } from '../../app/useNotifyError';
import { notBlank } from '../../app/validation';

/** A review may be left once the order is shipped (6) or completed (7). */
const REVIEWABLE = new Set([6, 7]);
const RATINGS = [1, 2, 3, 4, 5].map((id) => ({ id, name: String(id) }));
const NO_VALUES = {};

function ReviewForm({ orderId }: { orderId: WholesaleOrderRecord['id'] }) {
  const [create] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [round, setRound] = useState(0);
  const submit = async (values: FieldValues) => {
    try {
      await create(
        'reviews',
        { data: { orderId, rating: values.rating, text: values.text } },
        { returnPromise: true },
      );
      notify('console.review.sent', { type: 'success' });
      setRound((n) => n + 1);
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ResourceContextProvider value="reviews">
      <Form key={round} record={NO_VALUES} onSubmit={submit}>
        <RadioButtonGroupInput
          source="rating"
          choices={RATINGS}
          translateChoice={false}
          validate={required()}
        />
        <TextInput
          source="text"
          multiline
          minRows={2}
          fullWidth
          validate={[required(), notBlank, maxLength(1000)]}
        />
        <SaveButton label="console.review.send" icon={<RateReviewIcon />} />
      </Form>
    </ResourceContextProvider>
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
          <DateField source="createdAt" showTime />
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
