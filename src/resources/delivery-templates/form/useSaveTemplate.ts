import { useState } from 'react';
import { useCreate, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TemplateBody } from '../../../api/deliveryTemplates';
import { isApiError } from '../../../api/errors';
import { clearDraft } from '../../../components/drafts';
import { DELIVERY_TEMPLATES_RESOURCE } from '../handler';
import { TEMPLATE_LIST_PATH } from '../list/paths';

/** The server refused the template (status -1): its message, shown above the buttons. */
export interface TemplateRefusal {
  message: string | null;
}

const REFUSED = -1;

/**
 * Saves a template through react-admin: `create` (AddTemplate) without an id, `update`
 * (EditTemplate, pessimistic) with one. Success forgets the draft, notifies and opens
 * /shared/delivery. A -1 refusal keeps the form as typed and exposes the server's message; every
 * other failure was already sent to /error-page by the API layer.
 */
export function useSaveTemplate(draftKey: string, id?: number) {
  const [create, { isPending: creating }] = useCreate<TemplateBody & { id: number }>();
  const [update, { isPending: updating }] = useUpdate<TemplateBody & { id: number }>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<TemplateRefusal | null>(null);

  const save = (body: TemplateBody) => {
    setRefusal(null);
    const options = {
      onSuccess: () => {
        clearDraft(draftKey);
        notify('delivery.form.saved', { type: 'success' });
        navigate(TEMPLATE_LIST_PATH);
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === REFUSED) {
          setRefusal({ message: error.errorMessage?.trim() || null });
        }
      },
    };
    if (id === undefined) create(DELIVERY_TEMPLATES_RESOURCE, { data: body }, options);
    else
      update(
        DELIVERY_TEMPLATES_RESOURCE,
        { id, data: { ...body, id } },
        { ...options, mutationMode: 'pessimistic' },
      );
  };

  return { save, pending: creating || updating, refusal };
}
