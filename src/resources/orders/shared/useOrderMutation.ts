import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isActionRefusal } from '../../../api/orders';
import { isWarning } from '../../../api/errors';
import { clearDraft } from '../../../components/drafts';
import type { Refusal } from '../../../components/dialogs/refusal';
import { useToast } from '../../../components/toast';

/** One order action: the call, the success toast (i18n key) and whether -20 means "paid". */
export interface OrderJob {
  run: () => Promise<unknown>;
  success: string;
  /** A decline: -20 opens the payment warning instead of the generic warning. */
  payment?: boolean;
  /** The draft key of the modal's typed values, forgotten once the action is done or refused for good. */
  draft?: string;
}

export interface WarningState {
  payment: boolean;
  reason?: string;
}

/**
 * Runs order actions. Success: forget the modal's draft, `onDone` (close the modal), re-read the
 * resource's queries (the order, the lists), toast the success text. -20 (`WarningError`): forget
 * the draft too (the action is refused for good), `onWarning`. -1 (the action calls `handle` it,
 * src/api/orders.ts): `refusal` holds the server's message for the open modal, which stays open
 * with what was typed (and its draft). Every other failure was already sent to /error-page by
 * src/api/http.ts. `reset()` forgets a refusal (call it when the modal closes).
 */
export function useOrderMutation(
  resource: string,
  { onDone, onWarning }: { onDone: () => void; onWarning: (warning: WarningState) => void },
) {
  const toast = useToast();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const mutation = useMutation<unknown, unknown, OrderJob>({
    mutationFn: (job) => job.run(),
    onSuccess: async (_data, job) => {
      clearDraft(job.draft);
      onDone();
      toast.success(translate(job.success));
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onError: (error, job) => {
      if (isWarning(error)) {
        clearDraft(job.draft);
        onDone();
        onWarning({ payment: Boolean(job.payment), reason: error.errorMessage });
      }
    },
  });
  const refusal: Refusal | null = isActionRefusal(mutation.error)
    ? { message: mutation.error.errorMessage?.trim() || null }
    : null;
  return { mutate: mutation.mutate, isPending: mutation.isPending, reset: mutation.reset, refusal };
}
