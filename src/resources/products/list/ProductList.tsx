import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate } from 'react-admin';
import { ProductType, type ProductListItem, type ProductTypeId } from '../../../api/products';
import { EmptyState, ListPage } from '../../../components/list';
import { MoneyText } from '../../../components/format';
import { PRODUCTS_RESOURCE } from '../handler';
import {
  PriceRange,
  ProductLabels,
  ProductNameLink,
  ProductStatusChip,
  ProductThumbnail,
  productEditPath,
  quantityText,
} from './cells';
import { CatalogueExportButton } from './CatalogueExportButton';
import { ProductCard } from './ProductCard';
import { retailProductsExport, wholesaleProductsExport } from './productCsv';
import { productFilters } from './productFilters';
import { BulkStatusButtons, StatusToggleButton } from './StatusActions';

export const PRODUCTS_PAGE_SIZE = 12;
export const PRODUCT_ADD_PATH = '/products/add';
const C = 'products.list.columns.';
const SORT = { field: 'id', order: 'DESC' } as const;
const Column = DataTable.Col<ProductListItem>;
/** Ten columns: narrower cell padding keeps the row action in view at 1440 px. */
const TABLE_SX = { '& .MuiTableCell-root': { px: 1 } } as const;

function AddProductButton() {
  const translate = useTranslate();
  return (
    <Button
      component={RouterLink}
      to={PRODUCT_ADD_PATH}
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
    >
      {translate('products.list.add')}
    </Button>
  );
}

/**
 * /products/retail and /products/wholesale: one list per product type (the permanent filter
 * `productTypeId`), with search, filters, presets, sort, the column chooser, CSV export, cards on
 * phones, a row action and a bulk action to switch products on or off.
 */
export function ProductList({ typeId }: { typeId: ProductTypeId }) {
  const filters = useMemo(() => productFilters(typeId), [typeId]);
  const permanent = useMemo(() => ({ productTypeId: typeId }), [typeId]);
  return (
    <ListPage<ProductListItem>
      resource={PRODUCTS_RESOURCE}
      filter={permanent}
      filters={filters}
      perPage={PRODUCTS_PAGE_SIZE}
      sort={SORT}
      export={typeId === ProductType.Retail ? retailProductsExport : wholesaleProductsExport}
      rowPath={(id) => productEditPath(id)}
      empty={<EmptyState title="products.list.empty" hint="products.list.emptyHint" />}
      tableLabel="products.list.tableLabel"
      tableSx={TABLE_SX}
      card={(row) => <ProductCard row={row} />}
      bulkActionButtons={<BulkStatusButtons />}
      actions={
        <>
          <CatalogueExportButton typeId={typeId} kind="prices" />
          <CatalogueExportButton typeId={typeId} kind="products" />
          <AddProductButton />
        </>
      }
    >
      <Column
        source="image"
        label={`${C}image`}
        disableSort
        render={(row) => <ProductThumbnail row={row} />}
      />
      <Column
        source="productName"
        label={`${C}productName`}
        render={(row) => <ProductNameLink row={row} />}
      />
      <Column source="vendoreCode" label={`${C}vendoreCode`} disableSort />
      <Column source="price" label={`${C}price`} render={(row) => <PriceRange row={row} />} />
      <Column source="quantity" label={`${C}quantity`} render={(row) => quantityText(row)} />
      <Column
        source="status"
        label={`${C}status`}
        disableSort
        render={(row) => <ProductStatusChip row={row} />}
      />
      <Column
        source="labels"
        label={`${C}labels`}
        disableSort
        render={(row) => <ProductLabels labels={row.labels} />}
      />
      <Column
        source="netPayout"
        label={`${C}netPayout`}
        disableSort
        render={(row) => <MoneyText value={row.netPayout} />}
      />
      <Column
        source="actions"
        label={`${C}actions`}
        disableSort
        render={(row) => <StatusToggleButton row={row} />}
      />
    </ListPage>
  );
}
