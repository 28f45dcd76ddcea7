import { useState } from 'react';
import { useCreate, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProductBody } from '../../../../contract';
import { isApiError } from '../../../api/errors';
import { productListPath } from '../../../api/productsPayloads';
import { clearDraft } from '../../../components/drafts';
import { PRODUCTS_RESOURCE } from '../handler';

/** The server refused the product (status -1): its message, shown above the buttons. */
export interface ProductRefusal {
  message: string | null;
}

const REFUSED = -1;

/**
 * Saves a product through react-admin: `create` (AddProduct) without an id, `update`
 * (EditProducts, pessimistic) with one. Success forgets the form's draft, notifies and opens the
 * list of the product's type. A -1 refusal keeps the form as typed and exposes the server's
 * message; every other failure was already sent to /error-page by the API layer.
 */
export function useSaveProduct(draftKey: string, id?: number) {
  const [create, { isPending: creating }] = useCreate<ProductBody & { id: number }>();
  const [update, { isPending: updating }] = useUpdate<ProductBody & { id: number }>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<ProductRefusal | null>(null);

  const save = (body: ProductBody) => {
    setRefusal(null);
    const options = {
      onSuccess: () => {
        clearDraft(draftKey);
        notify(body.isDraft ? 'productForm.draftSaved' : 'productForm.saved', { type: 'success' });
        navigate(productListPath(body.productTypeId));
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === REFUSED) {
          setRefusal({ message: error.errorMessage?.trim() || null });
        }
      },
    };
    if (id === undefined) create(PRODUCTS_RESOURCE, { data: body }, options);
    else
      update(PRODUCTS_RESOURCE, { id, data: { ...body, id } }, { ...options, mutationMode: 'pessimistic' });
  };

  return { save, pending: creating || updating, refusal };
}
