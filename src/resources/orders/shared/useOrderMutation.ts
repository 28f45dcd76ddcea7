import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { isWarning } from '../../../api/errors';

/** One order action: the call, the success toast (i18n key) and whether -20 means "paid". */
export interface OrderJob {
  run: () => Promise<unknown>;
  success: string;
  /** A decline: -20 opens the payment warning instead of the generic warning. */
  payment?: boolean;
}

export interface WarningState {
  payment: boolean;
  reason?: string;
}

/**
 * Runs order actions. Success: `onDone` (close the modal), re-read the resource's queries (the
 * order, the lists), toast the success text. -20 (`WarningError`): `onWarning`. Any other
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
      onDone();
      notify(job.success, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onError: (error, job) => {
      if (isWarning(error)) {
        onDone();
        onWarning({ payment: Boolean(job.payment), reason: error.errorMessage });
      }
    },
  });
}
