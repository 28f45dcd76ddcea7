import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { isApiError, SessionError } from '../../../api/errors';
import { DOCUMENTS_PENDING_MESSAGE, EDIT_PENDING_STATUS, EDIT_REFUSED_STATUS } from '../../../api/settings';
import { clearDraft } from '../../../components/drafts';
import { useToast } from '../../../components/toast';
import { SETTINGS_RESOURCE, type SettingsDataProvider, type SettingsEdit } from '../handler';

/** What a failed edit shows: its toast (title and second line). */
export interface EditFailure {
  title: string;
  description?: string;
}

/**
 * The moderation outcomes of an edit (spec sections 5 and 8), as toasts: nothing changed → 'Вы не
 * редактировали нечего' and no call; sent → 'Ваши данные отправлены на редактирование!'; -3 → the
 * "already waiting" text; the documents' errorMessage → 'Ваши данные уже ожидают подтверждения!';
 * anything else → 'Что-то пошло не так!' / 'Проверьте ваше интернет соединение'. A -1 field
 * refusal also keeps the server's reason for the form to show.
 */
export function useSubmitEdit({
  draftKey,
  reload,
}: {
  draftKey: string | null;
  reload: readonly unknown[][];
}) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const failureOf = (error: unknown): EditFailure => {
    if (isApiError(error) && error.errorMessage === DOCUMENTS_PENDING_MESSAGE)
      return { title: translate('settings.moderation.documentsPending') };
    if (isApiError(error) && error.status === EDIT_PENDING_STATUS)
      return { title: translate('settings.moderation.alreadyPending') };
    return {
      title: translate('common.toast.somethingWrong'),
      description: translate('common.toast.checkConnection'),
    };
  };

  const mutation = useMutation<unknown, unknown, SettingsEdit>({
    mutationFn: (edit) => dataProvider.submitEdit(SETTINGS_RESOURCE, edit),
    onSuccess: async () => {
      clearDraft(draftKey);
      toast.success(translate('settings.moderation.sent'), {
        description: translate('settings.moderation.sentDescription'),
      });
      await Promise.all(reload.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (error instanceof SessionError) return;
      const failure = failureOf(error);
      toast.error(failure.title, failure.description ? { description: failure.description } : undefined);
      setRefusal(
        isApiError(error) && error.status === EDIT_REFUSED_STATUS ? error.errorMessage?.trim() || null : null,
      );
    },
  });

  /** Sends the edit, or (null: the seller changed nothing) only says so. */
  const submit = (edit: SettingsEdit | null) => {
    setRefusal(null);
    if (edit === null) {
      toast.show({ message: translate('settings.moderation.nothingChanged'), severity: 'info' });
      return;
    }
    mutation.mutate(edit);
  };

  return { submit, pending: mutation.isPending, refusal };
}
