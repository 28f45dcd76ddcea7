import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { COUPON_EXPIRED_STATUS, COUPON_REFUSED_STATUS, type Coupon } from '../../api/coupons';
import type { CouponFormValues } from '../../api/couponsPayloads';
import { isApiError } from '../../api/errors';
import { COUPONS_RESOURCE, type CouponUpdateData } from './handler';
import { useToast } from '../../components/toast';

/**
 * Sends the dialog's form: CreateCoupone or UpdateCoupones. A -1 keeps the dialog open with the
 * server's text; a -2 (an expired coupon moved into the future) asks the seller, and `confirm`
 * sends again with `reactivate: true`. Other failures were handled by src/api/http.ts.
 */
export function useCouponSave(coupon: Coupon | null, onSaved: () => void) {
  const dataProvider = useDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askReactivate, setAskReactivate] = useState(false);

  const send = async (values: CouponFormValues, reactivate: boolean) => {
    setSaving(true);
    setRefusal(null);
    try {
      if (coupon) {
        const data: CouponUpdateData = { ...values, reactivate };
        await dataProvider.update(COUPONS_RESOURCE, { id: coupon.id, data, previousData: coupon });
      } else {
        await dataProvider.create(COUPONS_RESOURCE, { data: values });
      }
      setAskReactivate(false);
      toast.success(translate(coupon ? 'coupons.dialog.saved' : 'coupons.dialog.created'));
      refresh();
      onSaved();
    } catch (error) {
      setAskReactivate(false);
      if (isApiError(error) && error.status === COUPON_EXPIRED_STATUS) setAskReactivate(true);
      else if (isApiError(error) && error.status === COUPON_REFUSED_STATUS)
        setRefusal(error.errorMessage ?? null);
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    refusal,
    askReactivate,
    save: (values: CouponFormValues) => send(values, false),
    confirmReactivate: (values: CouponFormValues) => send(values, true),
    dismissReactivate: () => setAskReactivate(false),
  };
}
