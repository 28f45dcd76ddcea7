import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { CreatedOrderReply, OfferOrderTarget, OfferOrderValues } from '../../api/offerOrders';
import { clearDraft, useDraftForm } from '../drafts';
import { FormTextField } from '../forms/FormTextField';
import { useRulesResolver } from '../forms/rulesResolver';
import { actionRefusalOf } from './refusal';
import { FilesInput } from '../../resources/orders/modals/FilesInput';
import { FormDialog, NoticeDialog } from '../dialogs';
import { safeUrl } from '../../resources/orders/shared/urls';
import {
  DOCUMENT_ACCEPT,
  INITIAL_OFFER_ORDER_VALUES,
  INVOICE_VALID_DAYS_MAX,
  INVOICE_VALID_DAYS_MIN,
  ORDER_DESCRIPTION_MAX,
  offerOrderDraftKey,
  offerOrderValuesOf,
  validateOfferOrder,
  type OfferOrderFormValues,
} from './rules';

export interface CreateOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** The accepted order request or the won tender. */
  target: OfferOrderTarget;
  /** A tender's order needs a description; a request's may have none. */
  descriptionRequired: boolean;
  /** The caller's mutation through the dataProvider (`CreateAnOrder` of its area). */
  submit: (values: OfferOrderValues) => Promise<CreatedOrderReply>;
  /** The order exists: the caller re-reads its record. */
  onCreated: (reply: CreatedOrderReply) => void;
}

/** Files cannot be stored: the draft keeps the typed fields. */
const withoutFiles = ({ files: _files, ...rest }: OfferOrderFormValues): Partial<OfferOrderFormValues> =>
  rest;

/**
 * "Создать заказ" of an accepted order request or a won tender: the invoice's payment term, the
 * description and the technical documentation, checked before sending. A refusal of the server
 * (-1) is shown inside the dialog with what was typed kept (a draft survives a session-expiry
 * reload); success shows the new order's link and the documentation's zip.
 */
export function CreateOrderDialog({
  open,
  onClose,
  target,
  descriptionRequired,
  submit,
  onCreated,
}: CreateOrderDialogProps) {
  const translate = useTranslate();
  const draftKey = offerOrderDraftKey(target);
  const [created, setCreated] = useState<CreatedOrderReply | null>(null);
  const mutation = useMutation<CreatedOrderReply, unknown, OfferOrderValues>({
    mutationFn: submit,
    onSuccess: (reply) => {
      clearDraft(draftKey);
      setCreated(reply);
      onCreated(reply);
    },
  });
  const dismiss = () => {
    mutation.reset();
    onClose();
  };
  const { control, handleSubmit, discardDraft } = useDraftForm<OfferOrderFormValues>({
    draftKey,
    defaultValues: INITIAL_OFFER_ORDER_VALUES,
    draft: { persist: withoutFiles },
    resolver: useRulesResolver((values) => ({ fields: validateOfferOrder(values, descriptionRequired) })),
  });
  const files = useController({ control, name: 'files' });
  const t = (key: string, options?: Record<string, unknown>) => translate(`offerOrder.${key}`, options);

  if (created) {
    const zip = safeUrl(created.zipPath);
    return (
      <NoticeDialog
        open={open}
        title={t('created.title')}
        onClose={() => {
          setCreated(null);
          dismiss();
        }}
      >
        <Stack spacing={1.5}>
          {created.orderId === null ? (
            <Typography variant="body2">{t('created.textWithoutId')}</Typography>
          ) : (
            <>
              <Typography variant="body2">{t('created.text', { id: created.orderId })}</Typography>
              <Link component={RouterLink} to={`/orders/${created.orderId}`} sx={{ fontWeight: 600 }}>
                {t('created.orderLink', { id: created.orderId })}
              </Link>
            </>
          )}
          {zip ? (
            <Link href={zip} download>
              {t('created.zip')}
            </Link>
          ) : null}
        </Stack>
      </NoticeDialog>
    );
  }

  const refusal = actionRefusalOf(mutation.error);

  return (
    <FormDialog
      open={open}
      title={t('title')}
      text={t('text')}
      submitLabel="offerOrder.submit"
      pending={mutation.isPending}
      refusal={refusal}
      onClose={() => {
        discardDraft();
        dismiss();
      }}
      onSubmit={handleSubmit((values) => mutation.mutate(offerOrderValuesOf(values)))}
    >
      <FormTextField
        control={control}
        field="invoiceValidDays"
        name="InvoiceValidDays"
        label={t('invoiceValidDays')}
        required
        hint={t('invoiceValidDaysHint')}
        slotProps={{
          htmlInput: { inputMode: 'numeric', min: INVOICE_VALID_DAYS_MIN, max: INVOICE_VALID_DAYS_MAX },
        }}
      />
      <FormTextField
        control={control}
        field="orderDescription"
        name="OrderDescription"
        label={t('description')}
        required={descriptionRequired}
        multiline
        minRows={3}
        hint={(description) => `${description.length} / ${ORDER_DESCRIPTION_MAX}`}
      />
      <FilesInput
        name="TechnicalDocumentations"
        label={t('files')}
        hint={t('filesHint')}
        accept={DOCUMENT_ACCEPT}
        files={files.field.value}
        onChange={files.field.onChange}
        error={files.fieldState.error?.message}
      />
    </FormDialog>
  );
}
