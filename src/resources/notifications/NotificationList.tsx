import { Button } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { DataTable, SelectInput, useListContext, useTranslate } from 'react-admin';
import type { SellerNotification } from '../../../contract';
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_ONLY } from '../../api/notificationsPayloads';
import { csvDateTime } from '../../components/csv';
import { EmptyState, FILTER_LOOK, ListPage, type ListExport } from '../../components/list';
import { useNotificationActions } from '../../realtime/useNotificationActions';
import {
  NotificationActions,
  NotificationCard,
  NotificationDate,
  NotificationText,
  NotificationTitle,
} from './cells';
import { NOTIFICATIONS_RESOURCE } from './handler';
import { NewOrderAlertsCard } from './NewOrderAlertsCard';
import { useToast } from '../../components/toast';

const L = 'notifications.list.';
const C = `${L}columns.`;
const SORT = { field: 'createdAt', order: 'DESC' } as const;
const Column = DataTable.Col<SellerNotification>;

const filters = [
  <SelectInput
    key="show"
    source="show"
    label="notifications.filters.show"
    choices={[{ id: UNREAD_ONLY, name: 'notifications.filters.unread' }]}
    emptyText="notifications.filters.all"
    helperText={false}
    {...FILTER_LOOK}
    sx={{ minWidth: 210 }}
    alwaysOn
  />,
];

const notificationsExport: ListExport<SellerNotification> = {
  file: `${L}csvFile`,
  columns: (t) => [
    { header: t(`${C}createdAt`), value: (row) => csvDateTime(row.createdAt) },
    { header: t(`${C}title`), value: (row) => row.title },
    { header: t(`${C}text`), value: (row) => row.text },
    { header: t(`${C}state`), value: (row) => t(row.isRead ? `${L}read` : `${L}unread`) },
  ],
};

/** 'Отметить все как прочитанные', while the list's reply counts unread notifications. */
function MarkAllReadButton() {
  const translate = useTranslate();
  const toast = useToast();
  const { meta } = useListContext<SellerNotification>();
  const { markAllRead } = useNotificationActions();
  const unread = Number((meta as { unreadCount?: unknown } | undefined)?.unreadCount ?? 0);
  const markAll = async () => {
    try {
      await markAllRead();
      toast.success(translate(`${L}markedAll`));
    } catch {
      toast.error(translate(`${L}failed`));
    }
  };
  return (
    <Button size="small" startIcon={<DoneAllIcon />} disabled={unread === 0} onClick={() => void markAll()}>
      {translate(`${L}markAll`)}
    </Button>
  );
}

function NotificationsEmpty() {
  const { filterValues } = useListContext();
  const onlyUnread = (filterValues as { show?: unknown }).show === UNREAD_ONLY;
  return <EmptyState title={onlyUnread ? `${L}emptyUnread` : `${L}empty`} hint={`${L}emptyHint`} />;
}

/**
 * /own-notifications: the seller's notifications, newest first, 10 a page, all or unread only (in
 * the URL); unread ones bold with a dot; mark one or all read; a notification's link opens its
 * page. Notifications arriving while the list is open appear on top (the real-time layer
 * refetches it). Above the list, the optional signal of new orders (sound, browser notification).
 */
export default function NotificationList() {
  return (
    <ListPage<SellerNotification>
      resource={NOTIFICATIONS_RESOURCE}
      filters={filters}
      perPage={NOTIFICATIONS_PAGE_SIZE}
      sort={SORT}
      header={<NewOrderAlertsCard />}
      export={notificationsExport}
      empty={<NotificationsEmpty />}
      tableLabel={`${L}tableLabel`}
      actions={<MarkAllReadButton />}
      card={(row) => <NotificationCard row={row} />}
    >
      <Column
        source="title"
        label={`${C}title`}
        disableSort
        render={(row) => <NotificationTitle row={row} />}
      />
      <Column source="text" label={`${C}text`} disableSort render={(row) => <NotificationText row={row} />} />
      <Column
        source="createdAt"
        label={`${C}createdAt`}
        disableSort
        render={(row) => <NotificationDate row={row} />}
      />
      <Column
        source="isRead"
        label={`${C}actions`}
        disableSort
        render={(row) => <NotificationActions row={row} />}
      />
    </ListPage>
  );
}
