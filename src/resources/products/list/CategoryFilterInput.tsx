import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider } from 'react-admin';
import type { ProductTypeId } from '../../../api/products';
import { useSellerUser } from '../../../authProvider/SellerUserContext';
import { FILTER_LOOK } from '../../../components/list';
import { PRODUCTS_RESOURCE, type ProductsDataProvider } from '../handler';

export interface CategoryFilterInputProps {
  source: string;
  label: string;
  typeId: ProductTypeId;
  alwaysOn?: boolean;
}

/**
 * The category filter: the top categories of the store's category group open to the list's
 * market (GetCategoriesByGroupId); a category selects its sub-categories' products too. The names
 * come from the server and are shown as they are.
 */
export function CategoryFilterInput({ source, label, typeId }: CategoryFilterInputProps) {
  const dataProvider = useDataProvider<ProductsDataProvider>();
  const { store } = useSellerUser();
  const isRetail = typeId === 1;
  const groupId = store.categoryGroupId;
  const { data, isPending } = useQuery({
    queryKey: [PRODUCTS_RESOURCE, 'getCategories', { isRetail, groupId }],
    queryFn: () => dataProvider.getCategories(PRODUCTS_RESOURCE, { isRetail, groupId }),
    staleTime: 5 * 60_000,
  });
  return (
    <SelectInput
      source={source}
      label={label}
      choices={data ?? []}
      optionText="name"
      translateChoice={false}
      emptyText="products.list.filters.allCategories"
      isPending={isPending}
      helperText={false}
      {...FILTER_LOOK}
      sx={{ minWidth: 220 }}
    />
  );
}
