import { Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import { REVIEW_ANSWER_MAX_LENGTH, reviewAnswerError } from '../../api/reviewsPayloads';
import { fieldDraft, useDraftForm } from '../../components/drafts';
import { FormTextField } from '../../components/forms/FormTextField';
import type { RuleMessage } from '../../components/forms/ruleErrors';
import { useRulesResolver } from '../../components/forms/rulesResolver';
import { useToast } from '../../components/toast';
import { REVIEWS_RESOURCE, type ReviewsDataProvider } from './handler';
import { ButtonSpinner } from '../../components/loading';

const max = REVIEW_ANSWER_MAX_LENGTH;

function answerMessage(answer: string): RuleMessage | undefined {
  const error = reviewAnswerError(answer);
  if (error === 'required') return { key: 'reviews.answer.required' };
  return error === 'tooLong' ? { key: 'reviews.answer.tooLong', args: { max } } : undefined;
}

/**
 * The seller's answer to a review: 1..2000 characters, checked before sending (a message shows from
 * the first attempt on, and goes as soon as the text is fixed). What is typed is a draft that
 * survives the reload of a session refresh. Sent, it is cleared and the thread and the list are read again.
 */
export function AnswerForm({ reviewId }: { reviewId: number }) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ReviewsDataProvider>();
  const { control, handleSubmit, discardDraft } = useDraftForm<{ answer: string }>({
    draftKey: `reviews:answer:${reviewId}`,
    defaultValues: { answer: '' },
    draft: fieldDraft('answer'),
    resolver: useRulesResolver(({ answer }) => ({ fields: { answer: answerMessage(answer) } })),
  });

  const { mutate, isPending } = useMutation({
    mutationFn: (answer: string) => dataProvider.addComment(REVIEWS_RESOURCE, { reviewId, text: answer }),
    onSuccess: async () => {
      discardDraft();
      toast.success(translate('reviews.answer.sent'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [REVIEWS_RESOURCE, 'getOne'] }),
        queryClient.invalidateQueries({ queryKey: [REVIEWS_RESOURCE, 'getList'] }),
      ]);
    },
    // AddReviewComment is ours and silent: a server without it keeps the seller on the review.
    onError: (failure) => {
      if (!(failure instanceof SessionError)) toast.error(translate('reviews.answer.failed'));
    },
  });

  const submit = handleSubmit(({ answer }) => {
    if (!isPending) mutate(answer);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <FormTextField
        control={control}
        field="answer"
        name="answer"
        label={translate('reviews.answer.label')}
        multiline
        minRows={3}
        hint={(answer) => translate('reviews.answer.counter', { length: answer.trim().length, max })}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={isPending}
          startIcon={isPending ? <ButtonSpinner /> : undefined}
        >
          {translate('reviews.answer.send')}
        </Button>
      </Box>
    </Box>
  );
}
