import { SelectInput } from 'react-admin';
import { FILTER_LOOK } from '../../../components/list';
import { useCountries } from '../../locations/useLocations';

export interface CountryFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** The delivery country of a tender (GetCountries); the names come from the server as they are. */
export function CountryFilterInput({ source, label }: CountryFilterInputProps) {
  const { countries, isPending } = useCountries();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={countries}
      optionText="name"
      translateChoice={false}
      emptyText="tenders.search.filters.allCountries"
      isPending={isPending}
      helperText={false}
      {...FILTER_LOOK}
      sx={{ minWidth: 180 }}
    />
  );
}
