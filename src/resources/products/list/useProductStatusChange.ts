import { useNotify, useRefresh, useUnselectAll, useUpdateMany, type Identifier } from 'react-admin';
import { isActionRefusal } from '../../../api/orders';
import type { ProductListItem } from '../../../api/products';
import { PRODUCTS_RESOURCE } from '../handler';

const A = 'products.list.actions.';

/**
 * Switches products on or off (`updateMany` -> ChangeProductStatus, all or nothing). Success:
 * a toast, the selection cleared, the list re-read. A refusal (-1: a blocked product) shows the
 * server's message; every other failure was already sent to /error-page by src/api/http.ts.
 */
export function useProductStatusChange() {
  const [updateMany, { isPending }] = useUpdateMany<ProductListItem>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(PRODUCTS_RESOURCE);
  const change = (ids: readonly Identifier[], isActive: boolean) =>
    updateMany(
      PRODUCTS_RESOURCE,
      { ids: [...ids], data: { isActive } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(isActive ? `${A}activated` : `${A}deactivated`, {
            type: 'success',
            messageArgs: { count: ids.length },
          });
          unselectAll();
          refresh();
        },
        onError: (error) => {
          if (!isActionRefusal(error)) return;
          const message = error.errorMessage?.trim() || 'common.toast.somethingWrong';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  return { change, isPending };
}
