import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { COMMENT_MAX_LENGTH } from '../../../api/disputesPayloads';
import { SessionError } from '../../../api/errors';
import { useDraft } from '../../../components/drafts';
import { DISPUTES_RESOURCE, type DisputesDataProvider } from '../handler';
import { FilesInput } from '../../orders/modals/FilesInput';
import { useLiveValidation } from '../../orders/modals/useLiveValidation';
import { useMessage } from '../../orders/modals/useMessage';
import { IMAGE_TYPES } from '../../orders/shared/validation';
import { disputeDraftKey } from '../drafts';
import { validateComment } from '../validation';

/**
 * A new message of the seller: text (kept as a draft) and optional images. A failed send shows
 * 'Что-то пошло не так во время отправки сообщения!' (spec section 8) and keeps what was typed.
 */
export function MessageForm({ disputeId }: { disputeId: number }) {
  const translate = useTranslate();
  const message = useMessage();
  const dataProvider = useDataProvider<DisputesDataProvider>();
  const queryClient = useQueryClient();
  const t = (key: string) => translate(`disputes.messages.${key}`);
  const [comment, setComment, clearComment] = useDraft(disputeDraftKey('comment', disputeId), '');
  const [images, setImages] = useState<File[]>([]);
  const { errors, check, reset } = useLiveValidation(() => validateComment({ comment, images }));
  const send = useMutation({
    mutationFn: () => dataProvider.addComment(DISPUTES_RESOURCE, { disputeId, comment, images }),
    onSuccess: async () => {
      clearComment();
      setImages([]);
      reset();
      await queryClient.invalidateQueries({ queryKey: [DISPUTES_RESOURCE] });
    },
  });
  const failed = send.isError && !(send.error instanceof SessionError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check() && !send.isPending) send.mutate();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        name="comment"
        label={t('label')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.comment)}
        helperText={message(errors.comment) ?? `${comment.length} / ${COMMENT_MAX_LENGTH}`}
      />
      <FilesInput
        name="CommentImages"
        label={t('images')}
        hint={t('imagesHint')}
        accept={IMAGE_TYPES.join(',')}
        files={images}
        onChange={setImages}
        error={message(errors.images)}
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
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('send')}
        </Button>
      </Box>
    </Box>
  );
}
