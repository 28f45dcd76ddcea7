import { useDataProvider } from 'react-admin';
import type { ImportKind } from '../../../api/productImport';
import type { ProductTypeId } from '../../../api/products';
import { DownloadButton } from '../../product-import/DownloadButton';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from '../../product-import/handler';
import { useFileDownload } from '../../product-import/useFileDownload';

const LABELS: Record<ImportKind, { label: string; fallbackName: string }> = {
  prices: { label: 'productImport.files.listExport', fallbackName: 'productImport.files.prices.exportName' },
  products: {
    label: 'productImport.files.listProductsExport',
    fallbackName: 'productImport.files.products.exportName',
  },
};

/**
 * 'Цены и остатки (.xlsx)' and 'Товары (.xlsx)': the list's product type in an import template,
 * filled with the store's catalogue (docs/contract/import.md, Export), to edit and upload on
 * /products/import.
 */
export function CatalogueExportButton({ typeId, kind }: { typeId: ProductTypeId; kind: ImportKind }) {
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const { busyKey, download } = useFileDownload();
  const { label, fallbackName } = LABELS[kind];
  return (
    <DownloadButton
      label={label}
      busy={busyKey !== null}
      onClick={() =>
        void download({
          key: kind,
          format: 'xlsx',
          fallbackName,
          fetch: () =>
            dataProvider.downloadExport(PRODUCT_IMPORTS_RESOURCE, {
              kind,
              format: 'xlsx',
              productTypeId: typeId,
            }),
        })
      }
    />
  );
}
