import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { emptyProductValues, productListPath, toProductBody } from '../../../api/productsPayloads';
import { clearDraft } from '../../../components/drafts';
import { PRODUCT_ADD_DRAFT } from './drafts';
import { FormLoading } from './FormLoading';
import { ProductForm } from './ProductForm';
import { useProductFormData } from './useProductFormData';
import { useSaveProduct } from './useSaveProduct';

/** /products/add: a new product (AddProduct), its type preset when the store may sell only one. */
export default function ProductCreatePage() {
  const { data } = useProductFormData();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { save, pending, refusal } = useSaveProduct(PRODUCT_ADD_DRAFT);
  if (!data) return <FormLoading />;
  const [onlyType] = data.allowedTypes.length === 1 ? data.allowedTypes : [];
  return (
    <ProductForm
      title={translate('products.route.productsAdd')}
      data={data}
      initial={emptyProductValues(onlyType ?? null)}
      draftKey={PRODUCT_ADD_DRAFT}
      pending={pending}
      refusal={refusal}
      onSave={(values, isDraft) => save(toProductBody(values, { storeId: data.storeId, isDraft }))}
      onCancel={() => {
        clearDraft(PRODUCT_ADD_DRAFT);
        navigate(productListPath(onlyType ?? 2));
      }}
    />
  );
}
