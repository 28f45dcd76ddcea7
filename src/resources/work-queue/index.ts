import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { lazy } from 'react';
import { WORK_QUEUE_RESOURCE, workQueueHandler } from './handler';
import { defineResource } from '../types';

/** `work-queue`: /work-queue ('Сегодня', docs/contract/work-queue.md), top level after 'Обзор'. */
export const workQueueResource = defineResource({
  name: WORK_QUEUE_RESOURCE,
  handler: workQueueHandler,
  routes: [
    {
      path: '/work-queue',
      titleKey: 'workQueue.route.workQueue',
      page: lazy(() => import('./WorkQueuePage')),
    },
  ],
  menu: [
    {
      position: 15,
      link: {
        key: 'work-queue',
        labelKey: 'workQueue.sidebar.workQueue',
        to: '/work-queue',
        icon: TodayOutlinedIcon,
      },
    },
  ],
});
