import { MenuItem, TextField } from '@mui/material';
import { useCities, useCountries, useRegions } from '../../locations/useLocations';

export interface LocationValue {
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
}

export interface AddressLocationFieldsProps {
  value: LocationValue;
  /** A new country clears the region and the city; a new region clears the city. */
  onChange: (value: LocationValue) => void;
  labels: { country: string; region: string; city: string };
  errors: Partial<Record<keyof LocationValue, string | undefined>>;
}

/**
 * Country → region → city selects fed by the `locations` lookups (docs/contract/delivery.md):
 * GetCountries, GetRegionByCountryIdAsync of the country, GetCitiesByRegionIds of the region.
 */
export function AddressLocationFields({ value, onChange, labels, errors }: AddressLocationFieldsProps) {
  const { countries } = useCountries();
  const { regions } = useRegions(value.countryId);
  const { cities } = useCities(value.regionId === null ? [] : [value.regionId]);
  // A stored id whose list is still loading stays empty rather than out of range.
  const shown = (id: number | null, options: readonly { id: number }[]) =>
    id !== null && options.some((option) => option.id === id) ? id : '';
  return (
    <>
      <TextField
        select
        name="countryId"
        label={labels.country}
        value={shown(value.countryId, countries)}
        onChange={(event) =>
          onChange({ countryId: Number(event.target.value), regionId: null, cityId: null })
        }
        required
        error={Boolean(errors.countryId)}
        helperText={errors.countryId}
      >
        {countries.map((country) => (
          <MenuItem key={country.id} value={country.id}>
            {country.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="regionId"
        label={labels.region}
        value={shown(value.regionId, regions)}
        onChange={(event) => onChange({ ...value, regionId: Number(event.target.value), cityId: null })}
        disabled={value.countryId === null}
        required
        error={Boolean(errors.regionId)}
        helperText={errors.regionId}
      >
        {regions.map((region) => (
          <MenuItem key={region.id} value={region.id}>
            {region.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="cityId"
        label={labels.city}
        value={shown(value.cityId, cities)}
        onChange={(event) => onChange({ ...value, cityId: Number(event.target.value) })}
        disabled={value.regionId === null}
        required
        error={Boolean(errors.cityId)}
        helperText={errors.cityId}
      >
        {cities.map((city) => (
          <MenuItem key={city.id} value={city.id}>
            {city.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
