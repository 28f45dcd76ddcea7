import { Stack } from '@mui/material';
import { Labeled, NumberField, ReferenceField, Show, TextField } from 'react-admin';
import { MoscowDateField } from '../../app/components/fields';
import { LabeledRow } from '../../app/components/Labels';
import { ReviewCommentsSection } from './ReviewCommentsSection';

/** A product review with its comment thread; the buyer replies below. */
export function ReviewShow() {
  return (
    <Show>
      <Stack spacing={2} sx={{ p: 2 }}>
        <LabeledRow>
          <ReferenceField source="sellerId" reference="sellers" link="show" />
          <ReferenceField source="productId" reference="products" link={false} />
          <ReferenceField
            source="orderId"
            reference="wholesale-orders"
            link="show"
            emptyText="console.none"
          />
          <TextField source="buyerName" emptyText="console.none" />
          <NumberField source="rating" />
          <MoscowDateField source="createdAt" showTime />
        </LabeledRow>
        <Labeled>
          <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
      </Stack>
      <ReviewCommentsSection />
    </Show>
  );
}
