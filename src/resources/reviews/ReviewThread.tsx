import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReviewComment } from '../../api/reviews';
import { formatDate, nameInitials } from '../../components/format';

function CommentItem({ comment }: { comment: ReviewComment }) {
  const translate = useTranslate();
  const isSeller = comment.authorRole === 'seller';
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, flexDirection: isSeller ? 'row-reverse' : 'row' }}>
      <Avatar
        sx={{ width: 32, height: 32, fontSize: 13, bgcolor: isSeller ? 'primary.main' : 'secondary.main' }}
      >
        {nameInitials(comment.authorName)}
      </Avatar>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: isSeller ? 'rgba(37, 99, 235, 0.08)' : 'action.hover',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2">{comment.authorName}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={isSeller ? 'primary' : 'default'}
            label={translate(isSeller ? 'reviews.detail.roles.seller' : 'reviews.detail.roles.buyer')}
          />
          <Typography variant="caption" color="text.secondary">
            {formatDate(comment.creationDate)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          data-testid="review-comment-text"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
        >
          {comment.text}
        </Typography>
      </Box>
    </Box>
  );
}

/** The comments of a review, oldest first: who wrote (buyer or seller), when, and the text as text. */
export function ReviewThread({ comments }: { comments: readonly ReviewComment[] }) {
  const translate = useTranslate();
  if (comments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('reviews.detail.noComments')}
      </Typography>
    );
  }
  return (
    <Stack
      component="ol"
      spacing={2}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={translate('reviews.detail.comments')}
    >
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </Stack>
  );
}
