import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SIZE_FIELDS } from '../../../api/productsPayloads';
import { SectionCard } from '../../orders/shared/SectionCard';
import { FieldGrid } from './FieldGrid';
import { FormCheckbox, FormText } from './fields';
import { TemplateSelect } from './TemplateSelect';

const F = 'productForm.fields.';

/** Free shipping, the delivery template ('Без шаблона' or one of the store's) and the weight and sizes. */
export function DeliverySection() {
  const translate = useTranslate();
  const label = (key: string) => translate(`${F}${key}`);
  return (
    <SectionCard title={translate('productForm.sections.delivery')}>
      <Stack spacing={2}>
        <FormCheckbox name="isFreeShipping" label={label('isFreeShipping')} />
        <TemplateSelect />
        <FieldGrid columns={4}>
          {SIZE_FIELDS.map((key) => (
            <FormText key={key} name={key} label={label(key)} inputMode="decimal" />
          ))}
        </FieldGrid>
      </Stack>
    </SectionCard>
  );
}
