import { useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormProvider } from 'react-hook-form';
import type { TemplateFormValues } from '../../../api/deliveryTemplatePayloads';
import { useDraftForm } from '../../../components/drafts';
import { FormFooter } from '../../../components/forms/FormFooter';
import { DirectionsSection } from './DirectionsSection';
import { MainSection } from './MainSection';
import { templateResolver } from './resolver';
import type { Refusal } from '../../../components/dialogs/refusal';

export interface TemplateFormProps {
  /** The values to start from when there is no draft (empty, or the stored template). */
  initial: TemplateFormValues;
  /** The key of the typed values in sessionStorage (they survive a session-expiry reload). */
  draftKey: string;
  pending: boolean;
  refusal: Refusal | null;
  onSave: (values: TemplateFormValues) => void;
  onCancel: () => void;
}

/**
 * The delivery template form: validated by the contract's rules before anything is sent
 * (messages under the fields, nothing typed is lost), every change kept as a draft, the server's
 * refusal above 'Сохранить'.
 */
export function TemplateForm({ initial, draftKey, pending, refusal, onSave, onCancel }: TemplateFormProps) {
  const translate = useTranslate();
  const resolver = useMemo(() => templateResolver(translate), [translate]);
  const form = useDraftForm<TemplateFormValues>({
    draftKey,
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, formState } = form;

  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void handleSubmit(onSave)(event);
        }}
        sx={{ maxWidth: 1100, py: 3 }}
      >
        <Stack spacing={2}>
          <MainSection />
          <DirectionsSection />
          <FormFooter
            invalidText={invalid ? translate('delivery.form.invalid') : null}
            refusal={
              refusal
                ? {
                    title: translate('delivery.form.refusal.title'),
                    message: refusal.message ?? translate('delivery.form.refusal.noReason'),
                  }
                : null
            }
            pending={pending}
            cancelLabel={translate('delivery.form.actions.cancel')}
            onCancel={onCancel}
            submitLabel={translate('delivery.form.actions.save')}
          />
        </Stack>
      </Box>
    </FormProvider>
  );
}
