import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { lazy } from 'react';
import { defineResource } from '../types';
import { NOTIFICATIONS_RESOURCE, notificationsHandler } from './handler';

/** `notifications`: the seller's notifications (/own-notifications) and which events notify (/notifications). */
export const notificationsResource = defineResource({
  name: NOTIFICATIONS_RESOURCE,
  handler: notificationsHandler,
  routes: [
    {
      path: '/own-notifications',
      titleKey: 'notifications.route.ownNotifications',
      page: lazy(() => import('./NotificationList')),
    },
    {
      path: '/notifications',
      titleKey: 'notifications.route.notifications',
      page: lazy(() => import('./NotificationSettingsPage')),
    },
  ],
  recordRepresentation: 'title',
  menu: [
    {
      position: 150,
      link: {
        key: 'own-notifications',
        labelKey: 'notifications.sidebar.ownNotifications',
        to: '/own-notifications',
        match: ['/own-notifications', '/notifications'],
        icon: NotificationsNoneOutlinedIcon,
      },
    },
  ],
});
