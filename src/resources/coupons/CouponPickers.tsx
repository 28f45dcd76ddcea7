import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CouponMarketType } from '../../api/coupons';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { COUPONS_RESOURCE, type CouponsDataProvider } from './handler';

interface Option {
  id: number;
  name: string;
}

interface PickerProps {
  marketType: CouponMarketType;
  value: number[];
  disabled?: boolean;
  onChange: (ids: number[]) => void;
}

function IdsPicker({
  label,
  name,
  options,
  loading,
  value,
  disabled,
  onChange,
}: { label: string; name: string; options: Option[]; loading: boolean } & Omit<PickerProps, 'marketType'>) {
  const picked = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={picked}
      loading={loading}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} name={name} label={label} size="small" />}
    />
  );
}

/** The store's products of the coupon's market (Product/GetProducts). */
export function ProductsPicker(props: PickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CouponsDataProvider>();
  const products = useQuery({
    queryKey: [COUPONS_RESOURCE, 'products', props.marketType],
    queryFn: () => dataProvider.getProductChoices(COUPONS_RESOURCE, { marketType: props.marketType }),
  });
  const options = (products.data ?? []).map((p) => ({ id: p.id, name: p.productName }));
  return (
    <IdsPicker
      {...props}
      label={translate('coupons.dialog.fields.products')}
      name="productIds"
      options={options}
      loading={products.isPending}
    />
  );
}

/** The top categories of the store's category group for the coupon's market. */
export function CategoriesPicker(props: PickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CouponsDataProvider>();
  const { store } = useSellerUser();
  const groupId = store.categoryGroupId;
  const categories = useQuery({
    queryKey: [COUPONS_RESOURCE, 'categories', props.marketType, groupId],
    queryFn: () =>
      dataProvider.getCategoryChoices(COUPONS_RESOURCE, { marketType: props.marketType, groupId }),
  });
  const options = (categories.data ?? []).map((c) => ({ id: c.id, name: c.name }));
  return (
    <IdsPicker
      {...props}
      label={translate('coupons.dialog.fields.categories')}
      name="categoryIds"
      options={options}
      loading={categories.isPending}
    />
  );
}
