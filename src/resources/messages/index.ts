import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { lazy } from 'react';
import { defineResource } from '../types';
import { CHATS_RESOURCE, chatsHandler } from './handler';

/** `chats`: the seller's chats with buyers on /messages (docs/contract/realtime.md "Chat"). */
export const chatsResource = defineResource({
  name: CHATS_RESOURCE,
  handler: chatsHandler,
  routes: [
    { path: '/messages', titleKey: 'chat.route.messages', page: lazy(() => import('./MessagesPage')) },
  ],
  recordRepresentation: 'buyerName',
  menu: [
    {
      position: 70,
      link: {
        key: 'messages',
        labelKey: 'chat.sidebar.messages',
        to: '/messages',
        icon: ChatBubbleOutlineOutlinedIcon,
        badge: 'unreadMessages',
      },
    },
  ],
});
