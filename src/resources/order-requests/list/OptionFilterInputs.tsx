import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, SelectInput, useDataProvider } from 'react-admin';
import { FILTER_LOOK } from '../../../components/list';
import { ORDER_REQUESTS_RESOURCE, type OrderRequestsDataProvider } from '../handler';
import { useCountries } from '../../locations/useLocations';

const F = 'orderRequests.list.filters.';
const LOOKUP_STALE_MS = 5 * 60_000;

interface FilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

interface CountryFilterInputProps extends FilterInputProps {
  /** How the URL's value shows in the select (-1 is "every country"). */
  format?: (value: unknown) => unknown;
}

/** The buyers and products of the seller's requests (GetProductsAndBuyersOfOrderRequest), read once for both filters. */
function useFilterOptions() {
  const dataProvider = useDataProvider<OrderRequestsDataProvider>();
  return useQuery({
    queryKey: [ORDER_REQUESTS_RESOURCE, 'filterOptions'],
    queryFn: () => dataProvider.filterOptions(ORDER_REQUESTS_RESOURCE),
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
}

/** The buyer filter: the buyers who sent the seller requests, searched by name as the seller types. */
export function RequestBuyerFilterInput({ source, label }: FilterInputProps) {
  const { data, isPending } = useFilterOptions();
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data?.orderRequestBuyers ?? []}
      optionText="name"
      translateChoice={false}
      isPending={isPending}
      emptyText={`${F}allBuyers`}
      noOptionsText={`${F}noOptions`}
      helperText={false}
      {...FILTER_LOOK}
      sx={{ minWidth: 240 }}
    />
  );
}

/** The product filter: the seller's products that occur in requests. */
export function RequestProductFilterInput({ source, label }: FilterInputProps) {
  const { data, isPending } = useFilterOptions();
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data?.orderRequestProducts ?? []}
      optionText="name"
      translateChoice={false}
      isPending={isPending}
      emptyText={`${F}allProducts`}
      noOptionsText={`${F}noOptions`}
      helperText={false}
      {...FILTER_LOOK}
      sx={{ minWidth: 240 }}
    />
  );
}

/** The buyer's delivery country (the `locations` lookup); empty is every country. */
export function RequestCountryFilterInput({ source, label, format }: CountryFilterInputProps) {
  const { countries, isPending } = useCountries();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={countries}
      optionText="name"
      translateChoice={false}
      isPending={isPending}
      emptyText={`${F}allCountries`}
      format={format}
      helperText={false}
      {...FILTER_LOOK}
      sx={{ minWidth: 180 }}
    />
  );
}
