import { Alert, Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { COMMENT_MAX_LENGTH } from '../../../api/disputesPayloads';
import { SessionError } from '../../../api/errors';
import { fieldDraft, useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { DISPUTES_RESOURCE, type DisputesDataProvider } from '../handler';
import { FilesInput } from '../../orders/modals/FilesInput';
import { IMAGE_TYPES } from '../../orders/shared/validation';
import { disputeDraftKey } from '../drafts';
import { validateComment, type CommentValues } from '../validation';
import { ButtonSpinner } from '../../../components/loading';

/**
 * A new message of the seller: text (kept as a draft) and optional images. A failed send shows
 * 'Что-то пошло не так во время отправки сообщения!' (spec section 8) and keeps what was typed.
 */
export function MessageForm({ disputeId }: { disputeId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DisputesDataProvider>();
  const queryClient = useQueryClient();
  const t = (key: string) => translate(`disputes.messages.${key}`);
  const { control, handleSubmit, discardDraft } = useDraftForm<CommentValues>({
    draftKey: disputeDraftKey('comment', disputeId),
    defaultValues: { comment: '', images: [] },
    // The images cannot be stored: the draft is the text alone.
    draft: fieldDraft('comment'),
    resolver: useRulesResolver((values) => ({ fields: validateComment(values) })),
  });
  const images = useController({ control, name: 'images' });
  const send = useMutation({
    mutationFn: ({ comment, images: files }: CommentValues) =>
      dataProvider.addComment(DISPUTES_RESOURCE, { disputeId, comment, images: files }),
    onSuccess: async () => {
      discardDraft();
      await queryClient.invalidateQueries({ queryKey: [DISPUTES_RESOURCE] });
    },
  });
  const failed = send.isError && !(send.error instanceof SessionError);

  const submit = handleSubmit((values) => {
    if (!send.isPending) send.mutate(values);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <FormTextField
        control={control}
        field="comment"
        name="comment"
        label={t('label')}
        multiline
        minRows={2}
        hint={(comment) => `${comment.length} / ${COMMENT_MAX_LENGTH}`}
      />
      <FilesInput
        name="CommentImages"
        label={t('images')}
        hint={t('imagesHint')}
        accept={IMAGE_TYPES.join(',')}
        files={images.field.value}
        onChange={images.field.onChange}
        error={images.fieldState.error?.message}
      />
      {failed ? (
        <Alert severity="error" role="alert">
          {t('sendFailed')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={send.isPending}
          startIcon={send.isPending ? <ButtonSpinner /> : undefined}
        >
          {t('send')}
        </Button>
      </Box>
    </Box>
  );
}
