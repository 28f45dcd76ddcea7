import { MenuItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { idKey } from '../../../i18n/keys';
import { SectionCard } from '../../orders/shared/SectionCard';
import { FieldGrid } from './FieldGrid';
import { FormText } from './fields';
import type { ProductFormData } from './useProductFormData';

const F = 'productForm.fields.';

/** Name, description, country, unit, type (a choice only when the store may sell both), units. */
export function MainSection({ data }: { data: ProductFormData }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`${F}${key}`);
  return (
    <SectionCard title={translate('productForm.sections.main')}>
      <Stack spacing={2}>
        <FormText name="productName" label={label('productName')} required />
        <FormText name="productDescription" label={label('productDescription')} multiline />
        <FieldGrid>
          <FormText name="countryOfOrigin" label={label('countryOfOrigin')} />
          <FormText
            name="measureUnitId"
            label={label('measureUnitId')}
            required
            options={data.units.map((unit) => (
              <MenuItem key={unit.id} value={unit.id}>
                {unit.name}
              </MenuItem>
            ))}
          />
          <FormText
            name="productTypeId"
            label={label('productTypeId')}
            required
            disabled={data.allowedTypes.length === 1}
            options={data.allowedTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(idKey('productForm.productTypes.', type))}
              </MenuItem>
            ))}
          />
          <FormText name="minUnitInOrder" label={label('minUnitInOrder')} required inputMode="numeric" />
          <FormText
            name="productUnitInPackage"
            label={label('productUnitInPackage')}
            required
            inputMode="numeric"
          />
        </FieldGrid>
      </Stack>
    </SectionCard>
  );
}
