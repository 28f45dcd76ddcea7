import { useDataProvider } from 'react-admin';
import { PRICES_KIND } from '../../../api/productImport';
import type { ProductTypeId } from '../../../api/products';
import { DownloadButton } from '../../product-import/DownloadButton';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from '../../product-import/handler';
import { useFileDownload } from '../../product-import/useFileDownload';

/**
 * 'Цены и остатки (.xlsx)': the list's product type as the import's template, filled with every
 * option (docs/contract/import.md, Export), to edit and upload on /products/import.
 */
export function PricesExportButton({ typeId }: { typeId: ProductTypeId }) {
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const { busyKey, download } = useFileDownload();
  return (
    <DownloadButton
      label="productImport.files.listExport"
      busy={busyKey !== null}
      onClick={() =>
        void download({
          key: 'prices',
          format: 'xlsx',
          fallbackName: 'productImport.files.prices.exportName',
          fetch: () =>
            dataProvider.downloadExport(PRODUCT_IMPORTS_RESOURCE, {
              kind: PRICES_KIND,
              format: 'xlsx',
              productTypeId: typeId,
            }),
        })
      }
    />
  );
}
