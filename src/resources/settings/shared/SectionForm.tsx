import { useMemo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useDraftForm } from '../../../components/drafts';
import { SectionReadOnly } from './fields';
import { rulesResolver, type RuleErrors } from '../../../components/forms/rulesResolver';
import { ButtonSpinner } from '../../../components/loading';

export interface SectionFormProps<V extends FieldValues> {
  /** The values to start from: the applied data, or the pending edit's values when read-only. */
  initial: V;
  /** The typed values survive a session-expiry reload under this key (null: never stored). */
  draftKey: string | null;
  /** An edit waits: the values are shown, nothing can be sent. */
  readOnly: boolean;
  rules: (values: V) => RuleErrors;
  sending: boolean;
  /** The server's -1 reason of the last send (a field rule it refused), shown above the buttons. */
  refusal?: string | null;
  submitLabel?: string;
  /**
   * Whether the values equal the applied ones. Spec section 5: then nothing is sent and 'Вы не
   * редактировали нечего' shows, before any field rule (data another server left incomplete is
   * not checked when the seller did not touch it). `onSubmit` gets the values and sends nothing.
   */
  unchanged?: (values: V) => boolean;
  onSubmit: (values: V, form: UseFormReturn<V>) => void;
  /** Buttons before the submit button (the wizard's 'Назад'). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * A moderated section's form: validated by its rules before anything is sent (messages under the
 * fields), typed values kept as a draft, the send button hidden while an edit waits.
 */
export function SectionForm<V extends FieldValues>({
  initial,
  draftKey,
  readOnly,
  rules,
  sending,
  refusal,
  submitLabel,
  unchanged,
  onSubmit,
  extraActions,
  children,
}: SectionFormProps<V>) {
  const translate = useTranslate();
  const resolver = useMemo(() => rulesResolver(rules, translate), [rules, translate]);
  const form = useDraftForm<V>({
    // A pending edit shows its own values: no draft is read or written.
    draftKey: readOnly ? null : draftKey,
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, formState, getValues, clearErrors } = form;

  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (readOnly || sending) return;
          const values = getValues();
          if (unchanged?.(values)) {
            clearErrors();
            onSubmit(values, form);
            return;
          }
          void handleSubmit((checked) => onSubmit(checked, form))(event);
        }}
      >
        <Stack spacing={2}>
          <SectionReadOnly.Provider value={readOnly}>{children}</SectionReadOnly.Provider>
          {invalid ? (
            <Alert severity="warning" role="status">
              {translate('settings.form.invalid')}
            </Alert>
          ) : null}
          {refusal ? (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <AlertTitle>{translate('settings.form.refused')}</AlertTitle>
              {refusal}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {extraActions}
            {readOnly ? null : (
              <Button
                type="submit"
                variant="contained"
                disabled={sending}
                startIcon={sending ? <ButtonSpinner /> : undefined}
              >
                {submitLabel ?? translate('settings.form.submit')}
              </Button>
            )}
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
