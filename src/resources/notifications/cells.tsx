import { Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { SellerNotification } from '../../../contract';
import { formatDate } from '../../components/format';
import { internalLink } from '../../realtime/notificationFeed';
import { useNotificationActions } from '../../realtime/useNotificationActions';
import { useToast } from '../../components/toast';

const L = 'notifications.list.';

/** Marks a notification read (when unread) and follows its link (when it has one). */
function useOpenNotification() {
  const navigate = useNavigate();
  const toast = useToast();
  const translate = useTranslate();
  const { markRead } = useNotificationActions();
  const markOne = async (row: SellerNotification) => {
    try {
      await markRead(row.id);
    } catch {
      toast.error(translate(`${L}failed`));
    }
  };
  const open = (row: SellerNotification) => {
    if (!row.isRead) void markOne(row);
    const link = internalLink(row.link);
    if (link) navigate(link);
  };
  return { open, markOne };
}

/** The unread dot and the title, bold while unread; with a link, the title opens it. */
export function NotificationTitle({ row }: { row: SellerNotification }) {
  const translate = useTranslate();
  const { open } = useOpenNotification();
  const title = (
    <Typography component="span" variant="body2" sx={{ fontWeight: row.isRead ? 400 : 700 }}>
      {row.title}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-unread={row.isRead ? undefined : 'true'}>
      <Box
        component="span"
        role={row.isRead ? undefined : 'img'}
        aria-label={row.isRead ? undefined : translate(`${L}unread`)}
        sx={{
          flex: '0 0 8px',
          height: 8,
          borderRadius: '50%',
          bgcolor: row.isRead ? 'transparent' : 'primary.main',
        }}
      />
      {internalLink(row.link) ? (
        <MuiLink component="button" type="button" underline="hover" color="inherit" onClick={() => open(row)}>
          {title}
        </MuiLink>
      ) : (
        title
      )}
    </Box>
  );
}

/** The notification's text as plain text. */
export const NotificationText = ({ row }: { row: SellerNotification }) => (
  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', maxWidth: 520 }}>
    {row.text}
  </Typography>
);

export const NotificationDate = ({ row }: { row: SellerNotification }) => <>{formatDate(row.createdAt)}</>;

/** 'Отметить прочитанным' while unread; 'Открыть' with a link. */
export function NotificationActions({ row }: { row: SellerNotification }) {
  const translate = useTranslate();
  const { open, markOne } = useOpenNotification();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {row.isRead ? null : (
        <Button size="small" variant="text" onClick={() => void markOne(row)}>
          {translate(`${L}markRead`)}
        </Button>
      )}
      {internalLink(row.link) ? (
        <Button size="small" variant="outlined" onClick={() => open(row)}>
          {translate(`${L}open`)}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A notification on a phone: title, text, date and the actions. */
export const NotificationCard = ({ row }: { row: SellerNotification }) => (
  <Box sx={{ display: 'grid', gap: 0.5 }}>
    <NotificationTitle row={row} />
    <NotificationText row={row} />
    <Typography variant="caption" color="text.secondary">
      {formatDate(row.createdAt)}
    </Typography>
    <NotificationActions row={row} />
  </Box>
);
