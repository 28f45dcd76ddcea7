import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useCreate, useGetList, useTranslate } from 'react-admin';
import { COMMENT_MAX_LENGTH, type OrderComment } from '../../../api/comments';
import { fieldDraft, useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { formatDate, missingValue, nameInitials } from '../../../components/format';
import { ORDER_COMMENTS_RESOURCE } from '../commentsHandler';
import { SectionCard } from '../shared/SectionCard';
import { requiredText } from '../shared/validation';
import { ButtonSpinner, LoadingSpinner } from '../../../components/loading';

/**
 * One comment. Its author may be unnamed (the specification shows no comment reply): then the
 * name reads '----' and the avatar shows MUI's person icon instead of initials.
 */
function CommentItem({ comment }: { comment: OrderComment }) {
  const initials = comment.authorName ? nameInitials(comment.authorName) : '';
  return (
    <Box
      component="li"
      data-author={comment.isSeller ? 'seller' : 'buyer'}
      sx={{ display: 'flex', gap: 1.5, flexDirection: comment.isSeller ? 'row-reverse' : 'row' }}
    >
      <Avatar
        sx={{
          width: 32,
          height: 32,
          fontSize: 13,
          bgcolor: comment.isSeller ? 'primary.main' : 'secondary.main',
        }}
      >
        {initials || undefined}
      </Avatar>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: comment.isSeller ? 'rgba(37, 99, 235, 0.08)' : 'action.hover',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2">{comment.authorName ?? missingValue()}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(comment.creationDate)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          data-testid="comment-text"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {comment.comment}
        </Typography>
      </Box>
    </Box>
  );
}

/** Comments of a wholesale order: the thread oldest first, newest last, and a box to add one. */
export function OrderComments({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`orders.comments.${key}`);
  const { data, isPending, refetch } = useGetList<OrderComment>(ORDER_COMMENTS_RESOURCE, {
    filter: { orderId },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'creationDate', order: 'ASC' },
  });
  const [create, { isPending: sending }] = useCreate<OrderComment>();
  const { control, handleSubmit, discardDraft } = useDraftForm<{ comment: string }>({
    draftKey: `orders:comment:${orderId}`,
    defaultValues: { comment: '' },
    draft: fieldDraft('comment'),
    resolver: useRulesResolver(({ comment }) => ({
      fields: { comment: requiredText(comment, COMMENT_MAX_LENGTH) },
    })),
  });

  const submit = handleSubmit(({ comment }) => {
    if (sending) return;
    void create(
      ORDER_COMMENTS_RESOURCE,
      { data: { orderId, comment } },
      {
        onSuccess: () => {
          discardDraft();
          void refetch();
        },
      },
    );
  });

  return (
    <SectionCard title={t('title')}>
      {isPending ? (
        <LoadingSpinner size={24} />
      ) : data && data.length > 0 ? (
        <Stack
          component="ol"
          spacing={2}
          sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}
          aria-label={t('title')}
        >
          {data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('empty')}
        </Typography>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
        <FormTextField
          control={control}
          field="comment"
          name="comment"
          label={t('label')}
          multiline
          minRows={2}
          hint={(comment) => `${comment.length} / ${COMMENT_MAX_LENGTH}`}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <ButtonSpinner /> : undefined}
          >
            {t('send')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
