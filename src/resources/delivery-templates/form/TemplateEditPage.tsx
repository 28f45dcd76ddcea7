import { useGetOne } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { DeliveryTemplate } from '../../../api/deliveryTemplates';
import { toTemplateBody, toTemplateFormValues } from '../../../api/deliveryTemplatePayloads';
import { useSellerUser } from '../../../authProvider/SellerUserContext';
import { clearDraft } from '../../../components/drafts';
import { DELIVERY_TEMPLATES_RESOURCE } from '../handler';
import { FormLoading } from '../../products/form/FormLoading';
import { TEMPLATE_LIST_PATH } from '../list/paths';
import { templateEditDraft } from './drafts';
import { TemplateForm } from './TemplateForm';
import { useSaveTemplate } from './useSaveTemplate';

/**
 * The form's own cache key: react-admin seeds `getOne` of each listed id with its list row
 * (no productIds, no directions), which the form must never start from.
 */
const FORM_META = { view: 'form' } as const;

/** /shared/delivery/edit/{templateId}: the stored template (GetTemplateById) sent back with EditTemplate. */
export default function TemplateEditPage() {
  const templateId = Number(useParams().templateId);
  const navigate = useNavigate();
  const { store } = useSellerUser();
  const { data: template } = useGetOne<DeliveryTemplate>(DELIVERY_TEMPLATES_RESOURCE, {
    id: templateId,
    meta: FORM_META,
  });
  const draftKey = templateEditDraft(templateId);
  const { save, pending, refusal } = useSaveTemplate(draftKey, templateId);
  if (!template) return <FormLoading />;
  return (
    <TemplateForm
      key={template.id}
      initial={toTemplateFormValues(template)}
      draftKey={draftKey}
      pending={pending}
      refusal={refusal}
      onSave={(values) => save(toTemplateBody(values, { storeId: store.id, id: template.id }))}
      onCancel={() => {
        clearDraft(draftKey);
        navigate(TEMPLATE_LIST_PATH);
      }}
    />
  );
}
