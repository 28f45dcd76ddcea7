import { useState } from 'react';
import { useCreate, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import type { Refusal } from '../dialogs/refusal';
import { clearDraft } from '../drafts';
import { useToast } from '../toast';

const REFUSED = -1;

export interface SaveRecordOptions<Body> {
  resource: string;
  /** The form's draft, forgotten once the record is saved. */
  draftKey: string;
  /** The stored record's id; none: a new record. */
  id?: number;
  /** The success toast (i18n key) and the page to open, after the body is saved. */
  saved: (body: Body) => { message: string; path: string };
}

/**
 * Saves a page form's record through react-admin: `create` without an id, `update` (pessimistic)
 * with one. Success forgets the form's draft, notifies and opens the next page. A -1 refusal keeps
 * the form as typed and exposes the server's message; every other failure was already sent to
 * /error-page by the API layer.
 */
export function useSaveRecord<Body extends object>({ resource, draftKey, id, saved }: SaveRecordOptions<Body>) {
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const toast = useToast();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const save = (body: Body) => {
    setRefusal(null);
    const options = {
      onSuccess: () => {
        clearDraft(draftKey);
        const next = saved(body);
        toast.success(translate(next.message));
        navigate(next.path);
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === REFUSED) {
          setRefusal({ message: error.errorMessage?.trim() || null });
        }
      },
    };
    if (id === undefined) create(resource, { data: body }, options);
    else update(resource, { id, data: { ...body, id } }, { ...options, mutationMode: 'pessimistic' });
  };

  return { save, pending: creating || updating, refusal };
}
