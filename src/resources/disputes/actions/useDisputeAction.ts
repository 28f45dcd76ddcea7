import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isWarning, SessionError } from '../../../api/errors';
import { isActionRefusal } from '../../../api/orders';
import { clearDraft } from '../../../components/drafts';
import { useToast } from '../../../components/toast';
import { DISPUTES_RESOURCE } from '../handler';
import type { MessageKey } from '../../../i18n/keys';
import type { Refusal } from '../../../components/dialogs/refusal';

/** One dispute action: the call, its success toast and the draft of its modal. */
export interface DisputeJob {
  run: () => Promise<unknown>;
  success: MessageKey;
  draft?: string;
}

/**
 * Runs the dispute actions (spec section 8). Success: forget the draft, close the modal, toast
 * the success text, reload the disputes (the list and the messages). -20: forget the draft, close
 * the modal, reload, `onChanging(reason)` opens the dispute-changing modal. Any other failure: the
 * toast 'Something went wrong!' / 'Check your internet connection' while the modal stays open as
 * typed; a refusal (-1) also shows the server's reason inside it. An ended session shows nothing
 * (src/api/http.ts is already taking the browser to the root).
 */
export function useDisputeAction({
  onDone,
  onChanging,
}: {
  onDone: () => void;
  onChanging: (reason: string | null) => void;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: [DISPUTES_RESOURCE] });
  const mutation = useMutation<unknown, unknown, DisputeJob>({
    mutationFn: (job) => job.run(),
    onSuccess: async (_data, job) => {
      clearDraft(job.draft);
      onDone();
      toast.success(translate(job.success));
      await reload();
    },
    onError: async (error, job) => {
      if (error instanceof SessionError) return;
      if (isWarning(error)) {
        clearDraft(job.draft);
        onDone();
        onChanging(error.errorMessage?.trim() || null);
        await reload();
        return;
      }
      toast.error(translate('disputes.toast.failed'), {
        description: translate('disputes.toast.checkConnection'),
      });
    },
  });
  const refusal: Refusal | null = isActionRefusal(mutation.error)
    ? { message: mutation.error.errorMessage?.trim() || null }
    : null;
  return { mutate: mutation.mutate, isPending: mutation.isPending, reset: mutation.reset, refusal };
}
