import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import { REVIEW_ANSWER_MAX_LENGTH, reviewAnswerError } from '../../api/reviewsPayloads';
import { useDraft } from '../../components/drafts';
import { REVIEWS_RESOURCE, type ReviewsDataProvider } from './handler';

/**
 * The seller's answer to a review: 1..2000 characters, checked before sending (a message shows from
 * the first attempt on, and goes as soon as the text is fixed). What is typed is a draft that
 * survives the reload of a session refresh. Sent, it is cleared and the thread and the list are read again.
 */
export function AnswerForm({ reviewId }: { reviewId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ReviewsDataProvider>();
  const [text, setText, clearText] = useDraft(`reviews:answer:${reviewId}`, '');
  const [tried, setTried] = useState(false);
  const error = tried ? reviewAnswerError(text) : null;

  const { mutate, isPending } = useMutation({
    mutationFn: (answer: string) => dataProvider.addComment(REVIEWS_RESOURCE, { reviewId, text: answer }),
    onSuccess: async () => {
      clearText();
      setTried(false);
      notify('reviews.answer.sent', { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [REVIEWS_RESOURCE, 'getOne'] }),
        queryClient.invalidateQueries({ queryKey: [REVIEWS_RESOURCE, 'getList'] }),
      ]);
    },
    // AddReviewComment is ours and silent: a server without it keeps the seller on the review.
    onError: (failure) => {
      if (!(failure instanceof SessionError)) notify('reviews.answer.failed', { type: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (isPending || reviewAnswerError(text) !== null) return;
    mutate(text);
  };

  const max = REVIEW_ANSWER_MAX_LENGTH;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        name="answer"
        label={translate('reviews.answer.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        error={error !== null}
        helperText={
          error === 'required'
            ? translate('reviews.answer.required')
            : error === 'tooLong'
              ? translate('reviews.answer.tooLong', { max })
              : translate('reviews.answer.counter', { length: text.trim().length, max })
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('reviews.answer.send')}
        </Button>
      </Box>
    </Box>
  );
}
