import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DISCOUNT_TYPES, MARKET_TYPES, type CouponFormValues } from '../../api/couponsPayloads';
import type { CouponField } from '../../validation/coupons';
import { DayField } from '../../components/dates';
import { CategoriesPicker, ProductsPicker } from './CouponPickers';

export interface CouponFieldsProps {
  values: CouponFormValues;
  /** The rules' messages, in Russian. */
  errors: Partial<Record<CouponField, string>>;
  disabled: boolean;
  onChange: (patch: Partial<CouponFormValues>) => void;
}

const F = 'coupons.dialog.fields.';
const H = 'coupons.dialog.hints.';

/** The coupon form's inputs; every message comes from src/validation/coupons.ts or the server. */
export function CouponFields({ values, errors, disabled, onChange }: CouponFieldsProps) {
  const translate = useTranslate();
  const message = (field: CouponField) => errors[field];
  const text = (field: 'code' | 'discountValue' | 'minOrderAmount' | 'usageLimit', hint?: string) => (
    <TextField
      name={field}
      label={translate(`${F}${field}`)}
      value={values[field]}
      disabled={disabled}
      size="small"
      fullWidth
      error={Boolean(errors[field])}
      helperText={message(field) ?? (hint ? translate(hint) : undefined)}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  const day = (field: 'validFrom' | 'validTo') => (
    <DayField
      name={field}
      label={translate(`${F}${field}`)}
      value={values[field]}
      disabled={disabled}
      error={Boolean(errors[field])}
      helperText={message(field)}
      onChange={(value) => onChange({ [field]: value })}
    />
  );
  const changeMarket = (marketType: CouponFormValues['marketType']) =>
    // Products of the other market would be refused: the picker starts over.
    onChange({ marketType, productIds: [], categoryIds: [] });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {text('code', `${H}code`)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          name="discountType"
          label={translate(`${F}discountType`)}
          value={values.discountType}
          disabled={disabled}
          size="small"
          fullWidth
          onChange={(event) => onChange({ discountType: Number(event.target.value) === 2 ? 2 : 1 })}
        >
          {DISCOUNT_TYPES.map((id) => (
            <MenuItem key={id} value={id}>
              {translate(`coupons.discountType.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        {text('discountValue')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('minOrderAmount', `${H}minOrderAmount`)}
        {text('usageLimit', `${H}usageLimit`)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {day('validFrom')}
        {day('validTo')}
      </Stack>
      <TextField
        select
        name="marketType"
        label={translate(`${F}marketType`)}
        value={values.marketType}
        disabled={disabled}
        size="small"
        fullWidth
        helperText={translate(`${H}targets`)}
        onChange={(event) => changeMarket(Number(event.target.value) === 2 ? 2 : 1)}
      >
        {MARKET_TYPES.map((id) => (
          <MenuItem key={id} value={id}>
            {translate(`coupons.market.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      <ProductsPicker
        marketType={values.marketType}
        value={values.productIds}
        disabled={disabled}
        onChange={(productIds) => onChange({ productIds })}
      />
      <CategoriesPicker
        marketType={values.marketType}
        value={values.categoryIds}
        disabled={disabled}
        onChange={(categoryIds) => onChange({ categoryIds })}
      />
      <FormControlLabel
        control={
          <Switch
            name="isActive"
            checked={values.isActive}
            disabled={disabled}
            onChange={(event) => onChange({ isActive: event.target.checked })}
          />
        }
        label={translate(`${F}isActive`)}
      />
    </Stack>
  );
}
