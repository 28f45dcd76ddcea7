import { useMemo } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormProvider } from 'react-hook-form';
import type { ProductFormValues } from '../../../api/productsPayloads';
import { useDraftForm } from '../../../components/drafts';
import { FormFooter } from '../../../components/forms/FormFooter';
import { CategoriesSection } from './CategoriesSection';
import { DeliverySection } from './DeliverySection';
import { MainSection } from './MainSection';
import { OptionsSection } from './OptionsSection';
import { productResolver } from './resolver';
import { TagsSection } from './TagsSection';
import type { ProductFormData } from './useProductFormData';
import type { Refusal } from '../../../components/dialogs/refusal';

export interface ProductFormProps {
  /** The page's heading. */
  title: string;
  data: ProductFormData;
  /** The values to start from when there is no draft (empty, or the stored product). */
  initial: ProductFormValues;
  /** The key of the typed values in sessionStorage (they survive a session-expiry reload). */
  draftKey: string;
  pending: boolean;
  refusal: Refusal | null;
  onSave: (values: ProductFormValues, isDraft: boolean) => void;
  onCancel: () => void;
  /** A notice above the form (a product blocked by the administrator). */
  notice?: string;
}

/**
 * The product form: the sections as cards, validated by the contract's rules before anything is
 * sent (messages under the fields, nothing typed is lost), every change kept as a draft, the
 * server's refusal above 'Сохранить черновик' and 'Опубликовать'.
 */
export function ProductForm({
  title,
  data,
  initial,
  draftKey,
  pending,
  refusal,
  onSave,
  onCancel,
  notice,
}: ProductFormProps) {
  const translate = useTranslate();
  const resolver = useMemo(
    () => productResolver(data.allowedTypes, translate),
    [data.allowedTypes, translate],
  );
  const form = useDraftForm<ProductFormValues>({
    draftKey,
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, formState } = form;

  const submit = (isDraft: boolean) => handleSubmit((values) => onSave(values, isDraft));
  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void submit(false)(event);
        }}
        sx={{ maxWidth: 1100, py: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>
          {notice ? <Alert severity="info">{notice}</Alert> : null}
          <MainSection data={data} />
          <CategoriesSection groupId={data.categoryGroupId} />
          <DeliverySection />
          <TagsSection />
          <OptionsSection data={data} />
          <FormFooter
            invalidText={invalid ? translate('productForm.invalid') : null}
            refusal={
              refusal
                ? {
                    title: translate('productForm.refusal.title'),
                    message: refusal.message ?? translate('productForm.refusal.noReason'),
                  }
                : null
            }
            pending={pending}
            cancelLabel={translate('productForm.actions.cancel')}
            onCancel={onCancel}
            submitLabel={translate('productForm.actions.publish')}
            extraActions={
              <Button variant="outlined" disabled={pending} onClick={(event) => void submit(true)(event)}>
                {translate('productForm.actions.saveDraft')}
              </Button>
            }
          />
        </Stack>
      </Box>
    </FormProvider>
  );
}
