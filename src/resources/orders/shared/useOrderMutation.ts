import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { isWarning } from '../../../api/errors';
import { clearDraft } from '../../../components/drafts';

/** One order action: the call, the success toast (i18n key) and whether -20 means "paid". */
export interface OrderJob {
  run: () => Promise<unknown>;
  success: string;
  /** A decline: -20 opens the payment warning instead of the generic warning. */
  payment?: boolean;
  /** The draft key of the modal's typed values, forgotten once the server has answered. */
  draft?: string;
}

export interface WarningState {
  payment: boolean;
  reason?: string;
}

/**
 * Runs order actions. Success: forget the modal's draft, `onDone` (close the modal), re-read the resource's queries (the
 * order, the lists), toast the success text. -20 (`WarningError`): forget the draft too (the
 * action is refused for good), `onWarning`. Any other
 * failure was already sent to /error-page by the API layer.
 */
export function useOrderMutation(
  resource: string,
  { onDone, onWarning }: { onDone: () => void; onWarning: (warning: WarningState) => void },
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, OrderJob>({
    mutationFn: (job) => job.run(),
    onSuccess: async (_data, job) => {
      clearDraft(job.draft);
      onDone();
      notify(job.success, { type: 'success' });
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
}
