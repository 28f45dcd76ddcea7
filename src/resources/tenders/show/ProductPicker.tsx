import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { productsForTender } from '../../../api/tendersPayloads';
import type { TenderProductOption } from '../../../api/tenders';
import { formatMoney, missingValue } from '../../../components/format';
import { orDash } from '../shared/quantity';

export interface ProductPickerProps {
  products: readonly TenderProductOption[];
  loading: boolean;
  /** The tender's category: its products come first (no group without one). */
  categoryId: number | null;
  categoryName: string | null;
  value: number | null;
  error?: string;
  onPick: (product: TenderProductOption | null) => void;
}

const priceOf = (product: TenderProductOption): string => {
  const { minPrice, maxPrice } = product;
  if (minPrice === null && maxPrice === null) return missingValue();
  if (minPrice === null || maxPrice === null || minPrice === maxPrice)
    return formatMoney(minPrice ?? maxPrice ?? 0);
  return `${formatMoney(minPrice)} – ${formatMoney(maxPrice)}`;
};

/**
 * The product of a proposal: the store's active wholesale products (GetProductsForTenderProposal),
 * those of the tender's category first, searchable by name; each shows its vendor code and price.
 */
export function ProductPicker({
  products,
  loading,
  categoryId,
  categoryName,
  value,
  error,
  onPick,
}: ProductPickerProps) {
  const translate = useTranslate();
  const options = productsForTender(products, categoryId);
  const own = translate('tenders.form.groupOwn', { name: orDash(categoryName) });
  const other = translate('tenders.form.groupOther');
  const picked = options.find((product) => product.id === value) ?? null;
  return (
    <Autocomplete<TenderProductOption>
      options={options}
      value={picked}
      loading={loading}
      groupBy={
        categoryId === null ? undefined : (product) => (product.categoryId === categoryId ? own : other)
      }
      getOptionLabel={(product) => product.productName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('tenders.form.noProducts')}
      onChange={(_event, product) => onPick(product)}
      renderOption={({ key, ...props }, product) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{product.productName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('tenders.form.productHint', {
                code: product.vendoreCode ?? missingValue(),
                price: priceOf(product),
              })}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="productId"
          label={translate('tenders.form.product')}
          required
          error={Boolean(error)}
          helperText={error ?? picked?.categoryName ?? undefined}
        />
      )}
    />
  );
}
