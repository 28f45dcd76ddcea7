import { useLocation } from 'react-router-dom';
import { DataTable, useTranslate } from 'react-admin';
import type { ReviewListItem } from '../../api/reviews';
import { formatCount, formatDate } from '../../components/format';
import { EmptyState, ListCard, ListPage } from '../../components/list';
import { REVIEWS_RESOURCE } from './handler';
import { AnsweredChip, BuyerName, RatingStars, ReviewProduct, ReviewText } from './cells';
import { ReviewDialog } from './ReviewDialog';
import { reviewsExport } from './reviewCsv';
import { reviewFilters } from './reviewFilters';
import { ReviewsSummary } from './ReviewsSummary';
import { withReview } from './reviewParam';

export const REVIEWS_PAGE_SIZE = 12;
const C = 'reviews.list.columns.';
const SORT = { field: 'creationDate', order: 'DESC' } as const;
const Column = DataTable.Col<ReviewListItem>;

/** A review on a phone: product, answer chip, buyer, text, date and rating. */
function ReviewCard({ row }: { row: ReviewListItem }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={row.productName}
      badge={<AnsweredChip answered={row.hasAnswer} />}
      primary={row.buyerName.trim() || translate('reviews.noBuyer')}
      secondary={row.text ?? undefined}
      caption={formatDate(row.creationDate)}
      amount={<RatingStars rating={row.rating} />}
    />
  );
}

/**
 * /reviews: the buyers' reviews of the store's products (GetReviews) under the average rating,
 * filters in the URL; a row opens the review with its thread and the answer form over the list.
 */
export default function ReviewList() {
  const { pathname, search } = useLocation();
  return (
    <>
      <ListPage<ReviewListItem>
        resource={REVIEWS_RESOURCE}
        filters={reviewFilters}
        perPage={REVIEWS_PAGE_SIZE}
        sort={SORT}
        header={<ReviewsSummary />}
        export={reviewsExport}
        rowPath={(id) => `${pathname}${withReview(search, id)}`}
        empty={<EmptyState title="reviews.list.empty" hint="reviews.list.emptyHint" />}
        tableLabel="reviews.list.tableLabel"
        card={(row) => <ReviewCard row={row} />}
      >
        <Column
          source="productName"
          label={`${C}product`}
          disableSort
          render={(row) => <ReviewProduct row={row} to={`${pathname}${withReview(search, row.id)}`} />}
        />
        <Column
          source="buyerName"
          label={`${C}buyerName`}
          disableSort
          render={(row) => <BuyerName name={row.buyerName} />}
        />
        <Column source="rating" label={`${C}rating`} render={(row) => <RatingStars rating={row.rating} />} />
        <Column
          source="text"
          label={`${C}text`}
          disableSort
          render={(row) => <ReviewText text={row.text} />}
        />
        <Column
          source="creationDate"
          label={`${C}creationDate`}
          render={(row) => formatDate(row.creationDate)}
        />
        <Column
          source="hasAnswer"
          label={`${C}hasAnswer`}
          disableSort
          render={(row) => <AnsweredChip answered={row.hasAnswer} />}
        />
        <Column
          source="commentsCount"
          label={`${C}commentsCount`}
          disableSort
          render={(row) => formatCount(row.commentsCount)}
        />
      </ListPage>
      <ReviewDialog />
    </>
  );
}
