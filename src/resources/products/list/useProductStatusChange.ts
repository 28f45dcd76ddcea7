import { useRefresh, useTranslate, useUnselectAll, useUpdateMany, type Identifier } from 'react-admin';
import { isActionRefusal } from '../../../api/orders';
import type { ProductListItem } from '../../../api/products';
import { PRODUCTS_RESOURCE } from '../handler';
import { useToast } from '../../../components/toast';

const A = 'products.list.actions.';

/**
 * Switches products on or off (`updateMany` -> ChangeProductStatus, all or nothing). Success:
 * a toast, the selection cleared, the list re-read. A refusal (-1: a blocked product) shows the
 * server's message; every other failure was already sent to /error-page by src/api/http.ts.
 */
export function useProductStatusChange() {
  const [updateMany, { isPending }] = useUpdateMany<ProductListItem>();
  const toast = useToast();
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(PRODUCTS_RESOURCE);
  const change = (ids: readonly Identifier[], isActive: boolean) =>
    updateMany(
      PRODUCTS_RESOURCE,
      { ids: [...ids], data: { isActive } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(translate(isActive ? `${A}activated` : `${A}deactivated`, { count: ids.length }));
          unselectAll();
          refresh();
        },
        onError: (error) => {
          if (!isActionRefusal(error)) return;
          const message = error.errorMessage?.trim() || translate('common.toast.somethingWrong');
          toast.error(message);
        },
      },
    );
  return { change, isPending };
}
