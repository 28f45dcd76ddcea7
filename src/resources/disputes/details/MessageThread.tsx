import { Avatar, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisputeMessage } from '../../../api/disputes';
import { formatDate, missingValue, nameInitials } from '../../../components/format';
import type { MessageKey } from '../../../i18n/keys';
import { StoredFiles } from './StoredFiles';
import { LoadingSpinner } from '../../../components/loading';

const ROLE_KEYS: Record<NonNullable<DisputeMessage['authorRole']>, MessageKey> = {
  buyer: 'disputes.messages.role.buyer',
  seller: 'disputes.messages.role.seller',
  admin: 'disputes.messages.role.admin',
};

function MessageItem({ message }: { message: DisputeMessage }) {
  const translate = useTranslate();
  const own = message.authorRole === 'seller';
  const role = message.authorRole ? ROLE_KEYS[message.authorRole] : undefined;
  const author = message.authorName ?? (role ? translate(role) : missingValue());
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, flexDirection: own ? 'row-reverse' : 'row' }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: own ? 'primary.main' : 'secondary.main' }}>
        {nameInitials(author)}
      </Avatar>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'rgba(37, 99, 235, 0.08)' : 'action.hover',
          display: 'grid',
          gap: 0.5,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2">{author}</Typography>
          {role && message.authorName ? (
            <Typography variant="caption" color="text.secondary">
              {translate(role)}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {formatDate(message.creationDate)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          data-testid="dispute-message-text"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.comment}
        </Typography>
        <StoredFiles files={message.images} label={translate('disputes.messages.images')} />
      </Box>
    </Box>
  );
}

/** The messages of a dispute, oldest first (the user-written text shown as text). */
export function MessageThread({
  messages,
  loading,
}: {
  messages: readonly DisputeMessage[] | undefined;
  loading: boolean;
}) {
  const translate = useTranslate();
  if (loading) return <LoadingSpinner size={24} />;
  if (!messages || messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('disputes.messages.empty')}
      </Typography>
    );
  }
  return (
    <Stack
      component="ol"
      spacing={2}
      aria-label={translate('disputes.messages.title')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}
