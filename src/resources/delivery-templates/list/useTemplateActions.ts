import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useDelete, useRefresh, useTranslate } from 'react-admin';
import { isActionRefusal } from '../../../api/orders';
import type { TemplateListItem } from '../../../api/deliveryTemplates';
import { DELIVERY_TEMPLATES_RESOURCE, type DeliveryTemplatesDataProvider } from '../handler';
import { useToast } from '../../../components/toast';

const L = 'delivery.list.';

/** A refusal (-1) shows the server's message; other failures already went to /error-page. */
function useRefusalToast() {
  const toast = useToast();
  const translate = useTranslate();
  return (error: unknown) => {
    if (!isActionRefusal(error)) return;
    const message = error.errorMessage?.trim() || translate('common.toast.somethingWrong');
    toast.error(message);
  };
}

/** Switches a template on or off (the custom `changeStatus`), then re-reads the list. */
export function useTemplateStatus() {
  const dataProvider = useDataProvider<DeliveryTemplatesDataProvider>();
  const toast = useToast();
  const translate = useTranslate();
  const refresh = useRefresh();
  const onError = useRefusalToast();
  const mutation = useMutation({
    mutationFn: (params: { templateId: number; isActive: boolean }) =>
      dataProvider.changeStatus(DELIVERY_TEMPLATES_RESOURCE, params),
    onSuccess: ({ isActive }) => {
      toast.success(translate(isActive ? `${L}activated` : `${L}deactivated`));
      refresh();
    },
    onError,
  });
  return { change: mutation.mutate, isPending: mutation.isPending };
}

/** Removes a template (`delete` → RemoveTemplateById, pessimistic), then re-reads the list. */
export function useRemoveTemplate() {
  const [remove, { isPending }] = useDelete<TemplateListItem>();
  const toast = useToast();
  const translate = useTranslate();
  const refresh = useRefresh();
  const onError = useRefusalToast();
  const run = (row: TemplateListItem, onDone: () => void) =>
    remove(
      DELIVERY_TEMPLATES_RESOURCE,
      { id: row.id, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(translate(`${L}removed`));
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
