import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { OptionPropertyValue, StoreProperty } from '../../../../contract';
import { propertyValues, type ProductFormValues } from '../../../api/productsPayloads';
import { FieldGrid } from './FieldGrid';

/** One select per store property: its values, or none (sent as the option's JSON text). */
export function OptionProperties({
  index,
  properties,
}: {
  index: number;
  properties: readonly StoreProperty[];
}) {
  const translate = useTranslate();
  const { field } = useController<ProductFormValues, `options.${number}.properties`>({
    name: `options.${index}.properties`,
  });
  const chosen: OptionPropertyValue[] = field.value;
  const choose = (property: StoreProperty, value: string) =>
    field.onChange([
      ...chosen.filter((item) => item.propertyId !== property.id),
      ...(value === '' ? [] : [{ propertyId: property.id, propertyKey: property.propertyKey, value }]),
    ]);
  if (properties.length === 0) return null;
  return (
    <FieldGrid columns={3}>
      {properties.map((property) => {
        const value = chosen.find((item) => item.propertyId === property.id)?.value ?? '';
        const values = propertyValues(property.propertyValue);
        // A value the store has since removed stays selectable on the option that has it.
        const shown = value === '' || values.includes(value) ? values : [...values, value];
        return (
          <TextField
            key={property.id}
            select
            size="small"
            name={`options.${index}.property.${property.id}`}
            label={property.propertyKey}
            value={value}
            onChange={(event) => choose(property, event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('productForm.options.noValue')}</MenuItem>
            {shown.map((item) => (
              <MenuItem key={item} value={item}>
                {item}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </FieldGrid>
  );
}
