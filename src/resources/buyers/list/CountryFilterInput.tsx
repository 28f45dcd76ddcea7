import { SelectInput } from 'react-admin';
import { FILTER_LOOK } from '../../../components/list';
import { useCountries } from '../../locations/useLocations';
import { showNoSelection } from '../shared';

export interface CountryFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** The country filter: the countries of the lookups (`locations` resource); 'Все страны' selects none. */
export function CountryFilterInput({ source, label }: CountryFilterInputProps) {
  const { countries, isPending } = useCountries();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={countries}
      translateChoice={false}
      emptyText="buyers.filters.allCountries"
      // Until the countries arrive a chosen id has no option to show.
      format={(value: unknown) => (isPending ? '' : showNoSelection(value))}
      isPending={isPending}
      helperText={false}
      {...FILTER_LOOK}
      sx={{ minWidth: 190 }}
    />
  );
}
