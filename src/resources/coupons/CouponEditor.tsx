import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Coupon } from '../../api/coupons';
import { couponFormValuesOf, emptyCouponValues, type CouponFormValues } from '../../api/couponsPayloads';
import { moscowDayOf } from '../../api/list';
import { ConfirmDialog, FormDialog } from '../../components/dialogs';
import { clearDraft, useDraftForm } from '../../components/drafts';
import { useRulesResolver } from '../../components/forms/rulesResolver';
import { couponErrors, type CouponField } from '../../validation/coupons';
import { codeText } from './couponText';
import { CouponFields } from './CouponFields';
import { useCouponSave } from './useCouponSave';

const DAY_MS = 86_400_000;

/** The draft of the dialog (`draft:coupon:new`, `draft:coupon:<id>`): it survives a session-expiry reload. */
export const couponDraftKey = (coupon: Coupon | null): string => `coupon:${coupon ? coupon.id : 'new'}`;

export interface CouponEditorProps {
  /** null: a new coupon. */
  coupon: Coupon | null;
  onClose: () => void;
}

/** The create / edit form of the dialog: checks the rules before sending and keeps the input on a refusal. */
export function CouponEditor({ coupon, onClose }: CouponEditorProps) {
  const translate = useTranslate();
  // The day the dialog opened: the rules' 'today' and a new coupon's default period.
  const [{ today, initial }] = useState(() => {
    const now = Date.now();
    const day = moscowDayOf(new Date(now));
    return {
      today: day,
      initial: coupon
        ? couponFormValuesOf(coupon)
        : emptyCouponValues(day, moscowDayOf(new Date(now + 30 * DAY_MS))),
    };
  });
  const context = { today, usageCount: coupon ? coupon.usageCount : null };
  const form = useDraftForm<CouponFormValues>({
    draftKey: couponDraftKey(coupon),
    defaultValues: initial,
    resolver: useRulesResolver((values) => ({ fields: couponErrors(values, context) })),
  });
  const values = form.watch();
  const messages = Object.fromEntries(
    Object.entries(form.formState.errors).map(([field, error]) => [field, error?.message]),
  );
  const change = (patch: Partial<CouponFormValues>) => {
    const next = { ...form.getValues(), ...patch };
    (Object.keys(patch) as CouponField[]).forEach((field) => form.setValue(field, next[field], { shouldDirty: true }));
    // A rule may read other fields (the period's end reads its start): every message follows the values.
    if (form.formState.isSubmitted) void form.trigger();
  };
  // Forget the stored draft only: resetting the form would flash the old values while closing.
  const close = () => {
    clearDraft(couponDraftKey(coupon));
    onClose();
  };
  const saver = useCouponSave(coupon, close);
  const submit = form.handleSubmit((checked) => saver.save(checked));
  return (
    <>
      <FormDialog
        open
        title={
          coupon
            ? translate('coupons.dialog.editTitle', { code: codeText(coupon) })
            : translate('coupons.dialog.createTitle')
        }
        submitLabel="coupons.dialog.save"
        cancelLabel="coupons.dialog.cancel"
        pending={saver.saving}
        onSubmit={() => void submit()}
        onClose={onClose}
        onCancel={close}
      >
        {coupon && coupon.usageCount !== null ? (
          <Typography variant="body2" color="text.secondary">
            {translate('coupons.dialog.usageCount', { count: coupon.usageCount })}
          </Typography>
        ) : null}
        {saver.refusal ? (
          <Alert severity="error" role="alert">
            {saver.refusal}
          </Alert>
        ) : null}
        <CouponFields values={values} errors={messages} disabled={saver.saving} onChange={change} />
      </FormDialog>
      <ConfirmDialog
        open={saver.askReactivate}
        title={translate('coupons.expired.title')}
        confirmText={translate('coupons.expired.confirm')}
        loading={saver.saving}
        onConfirm={() => void saver.confirmReactivate(values)}
        onClose={saver.dismissReactivate}
      />
    </>
  );
}
