import { Box, Link, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../api/chat';
import { fileNameOf, safeUrl } from '../../resources/orders/shared/urls';
import { moscowTime } from './moscowTime';

/** A message's images with a safe address, as thumbnails that open full size in a new tab. */
function MessageImages({ message }: { message: ChatMessage }) {
  const translate = useTranslate();
  const images = message.images.flatMap((file) => {
    const url = safeUrl(file.url);
    return url ? [{ url, name: file.fileName?.trim() || fileNameOf(url) }] : [];
  });
  if (images.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={translate('chat.conversation.images')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {images.map((image) => (
        <li key={image.url}>
          <Link
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate('chat.conversation.openImage', { name: image.name })}
          >
            <Box
              component="img"
              src={image.url}
              alt={image.name}
              loading="lazy"
              sx={{ display: 'block', width: 96, height: 96, objectFit: 'cover', borderRadius: 1.5 }}
            />
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** One message: the seller's on the right, the buyer's on the left; its text shown as text. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const own = message.senderRole === 'seller';
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: own ? 4 : undefined,
          borderBottomLeftRadius: own ? undefined : 4,
          bgcolor: (theme: Theme) =>
            own ? alpha(theme.palette.primary.main, 0.12) : theme.palette.action.hover,
          display: 'grid',
          gap: 0.5,
        }}
      >
        {message.text ? (
          <Typography
            variant="body2"
            data-testid="chat-message-text"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {message.text}
          </Typography>
        ) : null}
        <MessageImages message={message} />
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={message.createdAt}
          sx={{ justifySelf: 'end' }}
        >
          {moscowTime(message.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}
