import { Box, Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { emptyOption, markBase, type ProductFormValues } from '../../../api/productsPayloads';
import { SectionCard } from '../../orders/shared/SectionCard';
import { FieldGrid } from './FieldGrid';
import { FormCheckbox, FormText } from './fields';
import { OptionImages } from './OptionImages';
import { OptionPrices } from './OptionPrices';
import { OptionProperties } from './OptionProperties';
import { LIMITS } from './rules';
import type { ProductFormData } from './useProductFormData';

const O = 'productForm.options.';

interface OptionCardProps {
  index: number;
  data: ProductFormData;
  canRemove: boolean;
  onRemove: () => void;
  onMakeBase: () => void;
}

/** One option: vendor code, prices (the VAT pair when with VAT), discount, live prices, stock, pre-order, properties, images. */
function OptionCard({ index, data, canRemove, onRemove, onMakeBase }: OptionCardProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`${O}${key}`);
  const [withNDS, isPreOrder, baseOption] = useWatch<
    ProductFormValues,
    [`options.${number}.withNDS`, `options.${number}.isPreOrder`, `options.${number}.baseOption`]
  >({ name: [`options.${index}.withNDS`, `options.${index}.isPreOrder`, `options.${index}.baseOption`] });
  const title = translate('productForm.options.title', { number: index + 1 });
  return (
    <Box
      component="fieldset"
      aria-label={title}
      sx={{
        border: 1,
        borderColor: baseOption ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        m: 0,
      }}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
            {title}
          </Typography>
          {baseOption ? (
            <Chip size="small" color="primary" label={label('base')} />
          ) : (
            <Button size="small" onClick={onMakeBase}>
              {label('makeBase')}
            </Button>
          )}
          <Button size="small" color="error" disabled={!canRemove} onClick={onRemove}>
            {label('remove')}
          </Button>
        </Box>
        <FieldGrid columns={3}>
          <FormText name={`options.${index}.vendoreCode`} label={label('vendoreCode')} required />
          <FormText
            name={`options.${index}.priceForOne`}
            label={label('priceForOne')}
            required
            inputMode="decimal"
          />
          <FormText
            name={`options.${index}.discount`}
            label={label('discount')}
            required
            inputMode="numeric"
          />
        </FieldGrid>
        <FormCheckbox name={`options.${index}.withNDS`} label={label('withNDS')} />
        <FieldGrid columns={3}>
          <FormText
            name={`options.${index}.minPrice`}
            label={label(withNDS ? 'ndsMinPrice' : 'minPrice')}
            required
            inputMode="decimal"
          />
          <FormText
            name={`options.${index}.maxPrice`}
            label={label(withNDS ? 'ndsMaxPrice' : 'maxPrice')}
            required
            inputMode="decimal"
          />
          <FormText
            name={`options.${index}.quantityForSale`}
            label={label('quantityForSale')}
            required
            inputMode="numeric"
          />
        </FieldGrid>
        <OptionPrices index={index} commissionPercentage={data.commissionPercentage} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <FormCheckbox name={`options.${index}.isPreOrder`} label={label('isPreOrder')} />
          {isPreOrder ? (
            <Box sx={{ width: 220 }}>
              <FormText
                name={`options.${index}.preOrderDays`}
                label={label('preOrderDays')}
                required
                inputMode="numeric"
              />
            </Box>
          ) : null}
        </Box>
        {data.properties.length > 0 ? (
          <Stack spacing={1}>
            <Typography variant="subtitle2">{label('properties')}</Typography>
            <OptionProperties index={index} properties={data.properties} />
          </Stack>
        ) : null}
        <OptionImages index={index} />
      </Stack>
    </Box>
  );
}

/** The options as a field array: add (up to 30), remove (at least one stays), exactly one base. */
export function OptionsSection({ data }: { data: ProductFormData }) {
  const translate = useTranslate();
  const { control, getValues, setValue, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const setBase = (index: number) =>
    markBase(getValues('options'), 'baseOption', index).forEach((option, i) =>
      setValue(`options.${i}.baseOption`, option.baseOption, { shouldDirty: true }),
    );
  const removeAt = (index: number) => {
    const wasBase = getValues(`options.${index}.baseOption`);
    remove(index);
    if (wasBase) setBase(0);
  };
  const rootError = formState.errors.options?.root?.message;
  return (
    <SectionCard
      title={translate('productForm.sections.options')}
      action={
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= LIMITS.optionsMax}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={() => append(emptyOption(false))}
        >
          {translate('productForm.options.add')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <OptionCard
            key={field.key}
            index={index}
            data={data}
            canRemove={fields.length > 1}
            onRemove={() => removeAt(index)}
            onMakeBase={() => setBase(index)}
          />
        ))}
        {rootError ? <FormHelperText error>{rootError}</FormHelperText> : null}
      </Stack>
    </SectionCard>
  );
}
