import ReportGmailerrorredOutlinedIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import { lazy } from 'react';
import { DISPUTES_RESOURCE, disputesHandler } from './handler';
import { defineResource } from '../types';

/** `disputes`: disputes and returns, one list per market (/disputes/retails, /disputes/wholesales). */
export const disputesResource = defineResource({
  name: DISPUTES_RESOURCE,
  handler: disputesHandler,
  routes: [
    {
      path: '/disputes/retails',
      titleKey: 'disputes.route.disputesRetail',
      page: lazy(() => import('./RetailDisputeList')),
    },
    {
      path: '/disputes/wholesales',
      titleKey: 'disputes.route.disputesWholesale',
      page: lazy(() => import('./WholesaleDisputeList')),
    },
  ],
  recordRepresentation: (record) => `№ ${String(record.id)}`,
  menu: [
    {
      position: 100,
      link: {
        key: 'disputes',
        labelKey: 'disputes.sidebar.disputes',
        to: '/disputes/retails',
        match: ['/disputes/*'],
        icon: ReportGmailerrorredOutlinedIcon,
      },
    },
  ],
});
