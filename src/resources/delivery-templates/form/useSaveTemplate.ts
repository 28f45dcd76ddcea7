import type { TemplateBody } from '../../../api/deliveryTemplates';
import { useSaveRecord } from '../../../components/forms/useSaveRecord';
import { DELIVERY_TEMPLATES_RESOURCE } from '../handler';
import { TEMPLATE_LIST_PATH } from '../list/paths';

/** Saves a template (AddTemplate, EditTemplate), then opens /shared/delivery. */
export function useSaveTemplate(draftKey: string, id?: number) {
  return useSaveRecord<TemplateBody>({
    resource: DELIVERY_TEMPLATES_RESOURCE,
    draftKey,
    id,
    saved: () => ({ message: 'delivery.form.saved', path: TEMPLATE_LIST_PATH }),
  });
}
