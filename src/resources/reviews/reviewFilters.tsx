import { NullableBooleanInput } from 'react-admin';
import { REVIEW_RATINGS } from '../../api/reviewsPayloads';
import { dateRangeFilters, FILTER_LOOK, selectFilter } from '../../components/list';
import { ProductFilterInput } from './ProductFilterInput';

const F = 'reviews.filters.';

/** The stored ratings 1..5 (the filter is exact), highest first. */
const ratingChoices = [...REVIEW_RATINGS].reverse().map((rating) => ({
  id: rating,
  name: `reviews.filters.ratings.${rating}`,
}));

/** The filters of /reviews (docs/contract/disputes.md "Reviews"), kept in the URL. */
export const reviewFilters = [
  selectFilter('rating', `${F}rating`, ratingChoices, `${F}allRatings`),
  <NullableBooleanInput
    key="withAnswer"
    source="withAnswer"
    label={`${F}withAnswer`}
    nullLabel={`${F}withAnswerAll`}
    trueLabel={`${F}withAnswerYes`}
    falseLabel={`${F}withAnswerNo`}
    helperText={false}
    alwaysOn
    {...FILTER_LOOK}
    sx={{ minWidth: 180 }}
  />,
  <ProductFilterInput key="productId" source="productId" label={`${F}product`} alwaysOn />,
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
];
