import { MenuItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SIZE_FIELDS } from '../../../api/productsPayloads';
import { SectionCard } from '../../orders/shared/SectionCard';
import { FieldGrid } from './FieldGrid';
import { FormCheckbox, FormText } from './fields';

const F = 'productForm.fields.';

/**
 * Free shipping, the delivery template (a plain select until templates exist: 'Без шаблона'
 * only, value null) and the weight and sizes.
 */
export function DeliverySection() {
  const translate = useTranslate();
  const label = (key: string) => translate(`${F}${key}`);
  return (
    <SectionCard title={translate('productForm.sections.delivery')}>
      <Stack spacing={2}>
        <FormCheckbox name="isFreeShipping" label={label('isFreeShipping')} />
        <FormText
          name="templateId"
          label={label('templateId')}
          displayEmpty
          options={[
            <MenuItem key="none" value="">
              {label('noTemplate')}
            </MenuItem>,
          ]}
        />
        <FieldGrid columns={4}>
          {SIZE_FIELDS.map((key) => (
            <FormText key={key} name={key} label={label(key)} inputMode="decimal" />
          ))}
        </FieldGrid>
      </Stack>
    </SectionCard>
  );
}
