import { Alert, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { emptyDirection, type TemplateFormValues } from '../../../api/deliveryTemplatePayloads';
import { SectionCard } from '../../orders/shared/SectionCard';
import { DirectionFields } from './DirectionFields';
import { TEMPLATE_LIMITS } from './rules';

/** The directions as a field array: add one, remove one (a stored one is sent with `isDeleted`). */
export function DirectionsSection() {
  const translate = useTranslate();
  const { control, getValues, setValue, formState } = useFormContext<TemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'directions', keyName: 'key' });
  const rootError = formState.errors.directions?.root?.message ?? formState.errors.directions?.message;

  const removeAt = (index: number) => {
    const removed = getValues(`directions.${index}`);
    if (removed.id !== null) setValue('removedDirections', [...getValues('removedDirections'), removed]);
    remove(index);
  };

  return (
    <SectionCard title={translate('delivery.form.sections.directions')}>
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <DirectionFields
            key={field.key}
            index={index}
            canRemove={fields.length > 1}
            onRemove={() => removeAt(index)}
          />
        ))}
        {rootError ? (
          <Alert severity="error" role="alert">
            {rootError}
          </Alert>
        ) : null}
        <div>
          <Button
            startIcon={<AddIcon />}
            disabled={fields.length >= TEMPLATE_LIMITS.directions}
            onClick={() => append(emptyDirection())}
          >
            {translate('delivery.form.addDirection')}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
