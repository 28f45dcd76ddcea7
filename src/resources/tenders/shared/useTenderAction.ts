import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isActionRefusal } from '../../../api/orders';
import { clearDraft } from '../../../components/drafts';
import type { MessageKey } from '../../../i18n/keys';
import { TENDER_PROPOSALS_RESOURCE } from '../proposalsHandler';
import { TENDERS_RESOURCE } from '../handler';
import type { Refusal } from '../../../components/dialogs/refusal';
import { useToast } from '../../../components/toast';

/** One action of the seller on a tender or a proposal. */
export interface TenderJob {
  run: () => Promise<unknown>;
  /** The success toast. */
  success: MessageKey;
  /** The draft of the typed values, forgotten once the action is done. */
  draft?: string;
  /** After the toast: close the dialog, or leave the page. */
  then?: () => void;
  /**
   * The action leaves the record (deleted, or the page is left): the queries are marked stale
   * but not re-read now, so nothing asks for a record that is gone.
   */
  leaves?: boolean;
}

/**
 * Runs the seller's tender actions. Success: forget the draft, toast, `then` (close the dialog or
 * leave the page), and re-read the tender and proposal queries (the open record reloads). A -1
 * refusal stays on the screen (`refusal`) with what was typed; every other failure was already
 * sent to /error-page by src/api/http.ts. `reset()` forgets a refusal (a dialog closed).
 */
export function useTenderAction() {
  const toast = useToast();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const mutation = useMutation<unknown, unknown, TenderJob>({
    mutationFn: (job) => job.run(),
    onSuccess: async (_data, job) => {
      clearDraft(job.draft);
      toast.success(translate(job.success));
      job.then?.();
      await Promise.all(
        [TENDERS_RESOURCE, TENDER_PROPOSALS_RESOURCE].map((resource) =>
          queryClient.invalidateQueries({
            queryKey: [resource],
            refetchType: job.leaves ? 'none' : 'active',
          }),
        ),
      );
    },
  });
  const refusal: Refusal | null = isActionRefusal(mutation.error)
    ? { message: mutation.error.errorMessage?.trim() || null }
    : null;
  return { run: mutation.mutate, isPending: mutation.isPending, reset: mutation.reset, refusal };
}
