import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The dialog's URL parameter: `?coupon=new` or `?coupon=<id>`, so a reload reopens it. */
export const COUPON_PARAM = 'coupon';

export type CouponTarget = 'new' | number;

export function targetOf(value: string | null): CouponTarget | null {
  if (value === 'new') return 'new';
  return value !== null && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** The coupon the dialog shows (null: closed), and how to open and close it. */
export function useCouponTarget() {
  const [params, setParams] = useSearchParams();
  const target = targetOf(params.get(COUPON_PARAM));
  const open = useCallback(
    (next: CouponTarget) =>
      setParams((previous) => {
        const copy = new URLSearchParams(previous);
        copy.set(COUPON_PARAM, String(next));
        return copy;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((previous) => {
        const copy = new URLSearchParams(previous);
        copy.delete(COUPON_PARAM);
        return copy;
      }),
    [setParams],
  );
  return { target, open, close };
}
