import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useDelete, useNotify, useRefresh } from 'react-admin';
import { isActionRefusal } from '../../../api/orders';
import type { TemplateListItem } from '../../../api/deliveryTemplates';
import { DELIVERY_TEMPLATES_RESOURCE, type DeliveryTemplatesDataProvider } from '../handler';

const L = 'delivery.list.';

/** A refusal (-1) shows the server's message; other failures already went to /error-page. */
function useRefusalToast() {
  const notify = useNotify();
  return (error: unknown) => {
    if (!isActionRefusal(error)) return;
    const message = error.errorMessage?.trim() || 'common.toast.somethingWrong';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}

/** Switches a template on or off (the custom `changeStatus`), then re-reads the list. */
export function useTemplateStatus() {
  const dataProvider = useDataProvider<DeliveryTemplatesDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useRefusalToast();
  const mutation = useMutation({
    mutationFn: (params: { templateId: number; isActive: boolean }) =>
      dataProvider.changeStatus(DELIVERY_TEMPLATES_RESOURCE, params),
    onSuccess: ({ isActive }) => {
      notify(isActive ? `${L}activated` : `${L}deactivated`, { type: 'success' });
      refresh();
    },
    onError,
  });
  return { change: mutation.mutate, isPending: mutation.isPending };
}

/** Removes a template (`delete` → RemoveTemplateById, pessimistic), then re-reads the list. */
export function useRemoveTemplate() {
  const [remove, { isPending }] = useDelete<TemplateListItem>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useRefusalToast();
  const run = (row: TemplateListItem, onDone: () => void) =>
    remove(
      DELIVERY_TEMPLATES_RESOURCE,
      { id: row.id, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${L}removed`, { type: 'success' });
          onDone();
          refresh();
        },
        onError: (error) => {
          onDone();
          onError(error);
        },
      },
    );
  return { remove: run, isPending };
}
