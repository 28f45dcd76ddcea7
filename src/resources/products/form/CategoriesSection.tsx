import { useState } from 'react';
import { Box, Checkbox, Chip, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import type { Category } from '../../../../contract';
import type { ChosenCategory, ProductFormValues } from '../../../api/productsPayloads';
import { PRODUCTS_RESOURCE, type ProductsDataProvider } from '../handler';
import { SectionCard } from '../../orders/shared/SectionCard';
import { LoadingSpinner } from '../../../components/loading';

interface TreeProps {
  groupId: number;
  isRetail: boolean;
  chosen: readonly ChosenCategory[];
  toggle: (category: ChosenCategory) => void;
}

/** The categories of a level: the group's top ones for its market, or a category's children (loaded when opened). */
function CategoryLevel({
  parent,
  path,
  ...tree
}: TreeProps & { parent: Category | null; path: readonly string[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProductsDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [PRODUCTS_RESOURCE, 'categories', tree.groupId, tree.isRetail, parent?.id ?? null],
    queryFn: () =>
      parent
        ? dataProvider.getSubCategories(PRODUCTS_RESOURCE, { parentId: parent.id })
        : dataProvider.getCategories(PRODUCTS_RESOURCE, { isRetail: tree.isRetail, groupId: tree.groupId }),
    staleTime: 10 * 60 * 1000,
  });
  if (isPending)
    return (
      <Box sx={{ m: 1 }}>
        <LoadingSpinner size={20} />
      </Box>
    );
  if (!data || data.length === 0) {
    return parent ? null : (
      <Typography color="text.secondary">{translate('productForm.categories.none')}</Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: parent ? 3 : 0 }}>
      {data.map((category) => (
        <CategoryNode key={category.id} category={category} path={path} {...tree} />
      ))}
    </Box>
  );
}

function CategoryNode({
  category,
  path,
  ...tree
}: TreeProps & { category: Category; path: readonly string[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const fullPath = [...path, category.name];
  const name = fullPath.join(' / ');
  const checked = tree.chosen.some((item) => item.categoryId === category.id);
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
        {category.hasChildren ? (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={translate(`productForm.categories.${open ? 'collapse' : 'expand'}`, {
              name: category.name,
            })}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Checkbox
          size="small"
          checked={checked}
          onChange={() => tree.toggle({ categoryId: category.id, name })}
          slotProps={{ input: { 'aria-label': name } }}
        />
        <Typography variant="body2">{category.name}</Typography>
      </Box>
      {open ? <CategoryLevel parent={category} path={fullPath} {...tree} /> : null}
    </li>
  );
}

/** Categories of the store's group open to the product's market; sub-categories load when opened. */
export function CategoriesSection({ groupId }: { groupId: number }) {
  const translate = useTranslate();
  const productTypeId = useWatch<ProductFormValues, 'productTypeId'>({ name: 'productTypeId' });
  const {
    field: { value: chosen, onChange },
    fieldState,
  } = useController<ProductFormValues, 'categories'>({ name: 'categories' });
  const toggle = (category: ChosenCategory) =>
    onChange(
      chosen.some((item) => item.categoryId === category.categoryId)
        ? chosen.filter((item) => item.categoryId !== category.categoryId)
        : [...chosen, category],
    );
  return (
    <SectionCard title={translate('productForm.sections.categories')}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {translate('productForm.categories.hint')}
        </Typography>
        {chosen.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {chosen.map((item) => (
              <Chip
                key={item.categoryId}
                label={item.name}
                onDelete={() => toggle(item)}
                slotProps={{
                  root: { 'aria-label': translate('productForm.categories.remove', { name: item.name }) },
                }}
              />
            ))}
          </Box>
        ) : null}
        {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
        {productTypeId === null ? (
          <Typography color="text.secondary">
            {translate('productForm.categories.chooseTypeFirst')}
          </Typography>
        ) : (
          <CategoryLevel
            parent={null}
            path={[]}
            groupId={groupId}
            isRetail={productTypeId === 1}
            chosen={chosen}
            toggle={toggle}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
