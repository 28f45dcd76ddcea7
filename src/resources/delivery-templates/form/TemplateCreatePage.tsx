import { useNavigate } from 'react-router-dom';
import { emptyTemplateValues, toTemplateBody } from '../../../api/deliveryTemplatePayloads';
import { useSellerUser } from '../../../authProvider/SellerUserContext';
import { clearDraft } from '../../../components/drafts';
import { TEMPLATE_LIST_PATH } from '../list/paths';
import { TEMPLATE_ADD_DRAFT } from './drafts';
import { TemplateForm } from './TemplateForm';
import { useSaveTemplate } from './useSaveTemplate';

/** /shared/delivery/add: a new template (AddTemplate). */
export default function TemplateCreatePage() {
  const navigate = useNavigate();
  const { store } = useSellerUser();
  const { save, pending, refusal } = useSaveTemplate(TEMPLATE_ADD_DRAFT);
  return (
    <TemplateForm
      initial={emptyTemplateValues()}
      draftKey={TEMPLATE_ADD_DRAFT}
      pending={pending}
      refusal={refusal}
      onSave={(values) => save(toTemplateBody(values, { storeId: store.id }))}
      onCancel={() => {
        clearDraft(TEMPLATE_ADD_DRAFT);
        navigate(TEMPLATE_LIST_PATH);
      }}
    />
  );
}
