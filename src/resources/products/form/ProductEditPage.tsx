import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { ProductDetail } from '../../../api/products';
import { productListPath, toProductBody, toProductFormValues } from '../../../api/productsPayloads';
import { clearDraft } from '../../../components/drafts';
import { PRODUCTS_RESOURCE } from '../handler';
import { productEditDraft } from './drafts';
import { FormLoading } from './FormLoading';
import { ProductForm } from './ProductForm';
import { useProductFormData } from './useProductFormData';
import { useSaveProduct } from './useSaveProduct';

/**
 * The form's own cache entry of GetProductById: react-admin fills the plain getOne entries with
 * the list's rows (no options, no categories) and with the last update's body, which are not a
 * `ProductDetail`; this one is only ever the server's answer, fetched afresh on every visit.
 */
const DETAIL_QUERY = { meta: { view: 'form' } } as const;
const FRESH = { gcTime: 0 } as const;

/** /products/edit/{productId}: the stored product (GetProductById) edited and sent with EditProducts. */
export default function ProductEditPage() {
  const productId = Number(useParams().productId);
  const navigate = useNavigate();
  const translate = useTranslate();
  const { data } = useProductFormData();
  const { data: product } = useGetOne<ProductDetail>(
    PRODUCTS_RESOURCE,
    { id: productId, ...DETAIL_QUERY },
    FRESH,
  );
  const draftKey = productEditDraft(productId);
  const { save, pending, refusal } = useSaveProduct(draftKey, productId);
  if (!data || !product) return <FormLoading />;
  return (
    <ProductForm
      key={product.id}
      title={translate('products.route.productsEdit')}
      data={data}
      initial={toProductFormValues(product)}
      draftKey={draftKey}
      pending={pending}
      refusal={refusal}
      notice={product.isBlocked ? translate('productForm.blocked') : undefined}
      onSave={(values, isDraft) =>
        save(
          toProductBody(values, {
            storeId: data.storeId,
            isDraft,
            id: product.id,
            isActive: product.isDraft || product.isActive,
          }),
        )
      }
      onCancel={() => {
        clearDraft(draftKey);
        navigate(productListPath(product.productTypeId));
      }}
    />
  );
}
