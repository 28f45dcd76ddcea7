import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, useDataProvider } from 'react-admin';
import { FILTER_LOOK } from '../../components/list';
import { REVIEWS_RESOURCE, type ReviewsDataProvider } from './handler';

export interface ProductFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

const LOOKUP_STALE_MS = 5 * 60_000;

/**
 * The product filter: every product of the store (both markets, active or not: a review may be of a
 * product switched off since), searched by name as the seller types. The value is the product id.
 */
export function ProductFilterInput({ source, label }: ProductFilterInputProps) {
  const dataProvider = useDataProvider<ReviewsDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [REVIEWS_RESOURCE, 'getProductChoices'],
    queryFn: () => dataProvider.getProductChoices(REVIEWS_RESOURCE),
    staleTime: LOOKUP_STALE_MS,
  });
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data ?? []}
      optionText="productName"
      translateChoice={false}
      isPending={isPending}
      emptyText="reviews.filters.allProducts"
      noOptionsText="reviews.filters.noProducts"
      helperText={false}
      {...FILTER_LOOK}
      sx={{ minWidth: 260 }}
    />
  );
}
