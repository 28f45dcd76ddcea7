import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { clearDraft } from '../../../components/drafts';
import { actionRefusalOf } from '../../../components/offer-order';
import { ORDER_REQUESTS_RESOURCE } from '../handler';
import type { MessageKey } from '../../../i18n/keys';
import type { Refusal } from '../../../components/dialogs/refusal';
import { REQUESTS_PATH } from '../paths';
import { useToast } from '../../../components/toast';

/** One action on a request: the call, its success toast, the draft to forget and where to go after it. */
export interface RequestJob {
  run: () => Promise<unknown>;
  success: MessageKey;
  draft?: string;
  /** 'reload' (the default) re-reads the request; 'list' goes to /requests (the request is gone). */
  then?: 'reload' | 'list';
}

/**
 * Runs the actions of a request page. Success: forget the dialog's draft, close it, toast, then
 * re-read the request (spec section 4) or, after a delete, go to /requests without reading the
 * deleted request again. -1 (or -20): `refusal` holds the server's message for the open dialog, which keeps
 * what was typed. Every other failure already went to /error-page (src/api/http.ts).
 */
export function useRequestAction(onDone: () => void) {
  const toast = useToast();
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation<unknown, unknown, RequestJob>({
    mutationFn: (job) => job.run(),
    onSuccess: async (_data, job) => {
      clearDraft(job.draft);
      onDone();
      toast.success(translate(job.success));
      if (job.then === 'list') navigate(REQUESTS_PATH);
      else await queryClient.invalidateQueries({ queryKey: [ORDER_REQUESTS_RESOURCE] });
    },
  });
  const refusal: Refusal | null = actionRefusalOf(mutation.error);
  return { run: mutation.mutate, isPending: mutation.isPending, reset: mutation.reset, refusal };
}
