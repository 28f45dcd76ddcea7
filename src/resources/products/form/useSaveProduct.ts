import type { ProductBody } from '../../../../contract';
import { productListPath } from '../../../api/productsPayloads';
import { useSaveRecord } from '../../../components/forms/useSaveRecord';
import { PRODUCTS_RESOURCE } from '../handler';

/** Saves a product (AddProduct, EditProducts), then opens the list of the product's type. */
export function useSaveProduct(draftKey: string, id?: number) {
  return useSaveRecord<ProductBody>({
    resource: PRODUCTS_RESOURCE,
    draftKey,
    id,
    saved: (body) => ({
      message: body.isDraft ? 'productForm.draftSaved' : 'productForm.saved',
      path: productListPath(body.productTypeId),
    }),
  });
}
