import { Box, Button, MenuItem, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DIRECTION_SIZE_FIELDS, type TemplateFormValues } from '../../../api/deliveryTemplatePayloads';
import { templateDeliveryMethodChoices } from '../../../domain';
import { FieldGrid } from '../../products/form/FieldGrid';
import { IdsSelect, TemplateSwitch, TemplateText } from './fields';
import { useCities, useCountries, useRegions } from '../../locations/useLocations';

const F = 'delivery.form.fields.';

export interface DirectionFieldsProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/**
 * One direction: the country, all its regions or chosen ones, all their cities or chosen ones,
 * the days, the delivery method and the limits of one shipment.
 */
export function DirectionFields({ index, canRemove, onRemove }: DirectionFieldsProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`${F}${key}`);
  const { control, setValue, getValues } = useFormContext<TemplateFormValues>();
  const path = `directions.${index}` as const;
  const [countryId, isAllRegions, isAllCities, regionIds] = useWatch({
    control,
    name: [`${path}.countryId`, `${path}.isAllRegions`, `${path}.isAllCities`, `${path}.regionIds`],
  });
  const { countries } = useCountries();
  const { regions, isLoading: regionsLoading } = useRegions(countryId);
  const { cities, isLoading: citiesLoading } = useCities(isAllRegions ? [] : regionIds);
  // The chosen country keeps its place (unnamed) while the list is loading.
  const countryOptions =
    countryId === null || countries.some((country) => country.id === countryId)
      ? countries
      : [...countries, { id: countryId, name: '' }];
  const title = translate('delivery.form.direction', { number: index + 1 });
  const noOptions = translate('delivery.form.noOptions');

  const keepCitiesOf = (chosenRegions: readonly number[]) => {
    const inRegions = new Set(
      cities
        .filter((city) => city.regionId !== null && chosenRegions.includes(city.regionId))
        .map((city) => city.id),
    );
    setValue(
      `${path}.cityIds`,
      getValues(`${path}.cityIds`).filter((id) => inRegions.has(id)),
    );
  };

  return (
    <Box
      role="group"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {canRemove ? (
            <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
              {translate('delivery.form.removeDirection')}
            </Button>
          ) : null}
        </Box>
        <TemplateText
          name={`${path}.countryId`}
          label={label('countryId')}
          required
          options={countryOptions.map((country) => (
            <MenuItem key={country.id} value={country.id}>
              {country.name}
            </MenuItem>
          ))}
          onPicked={() => {
            setValue(`${path}.regionIds`, []);
            setValue(`${path}.cityIds`, []);
          }}
        />
        <TemplateSwitch name={`${path}.isAllRegions`} label={label('isAllRegions')} />
        {isAllRegions ? null : (
          <IdsSelect
            name={`${path}.regionIds`}
            label={label('regionIds')}
            options={regions}
            loading={regionsLoading}
            noOptionsText={noOptions}
            required
            onPicked={keepCitiesOf}
          />
        )}
        {isAllRegions ? null : <TemplateSwitch name={`${path}.isAllCities`} label={label('isAllCities')} />}
        {isAllRegions || isAllCities ? null : (
          <IdsSelect
            name={`${path}.cityIds`}
            label={label('cityIds')}
            options={cities}
            loading={citiesLoading}
            noOptionsText={noOptions}
            required
          />
        )}
        <FieldGrid columns={3}>
          <TemplateText
            name={`${path}.deliveryDayFrom`}
            label={label('deliveryDayFrom')}
            required
            inputMode="numeric"
          />
          <TemplateText
            name={`${path}.deliveryDayTo`}
            label={label('deliveryDayTo')}
            required
            inputMode="numeric"
          />
          <TemplateText
            name={`${path}.deliveryMethodId`}
            label={label('deliveryMethodId')}
            required
            options={templateDeliveryMethodChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          />
        </FieldGrid>
        <FieldGrid columns={4}>
          {DIRECTION_SIZE_FIELDS.map((key) => (
            <TemplateText key={key} name={`${path}.${key}`} label={label(key)} inputMode="decimal" />
          ))}
        </FieldGrid>
      </Stack>
    </Box>
  );
}
