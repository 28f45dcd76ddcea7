import { lazy } from 'react';
import { defineResource } from '../types';
import { SETTINGS_RESOURCE, settingsHandler } from './handler';

const T = 'shell.titles.';

/**
 * `settings`: the eight /settings/* screens (issue 15). Every edit but the password goes to
 * moderation (docs/contract/settings.md); the handler has custom actions only.
 */
export const settingsResource = defineResource({
  name: SETTINGS_RESOURCE,
  handler: settingsHandler,
  routes: [
    {
      path: '/settings/account',
      titleKey: `${T}settingsAccount`,
      page: lazy(() => import('./account/AccountPage')),
    },
    {
      path: '/settings/account/password',
      titleKey: `${T}settingsPassword`,
      page: lazy(() => import('./password/PasswordPage')),
    },
    {
      path: '/settings/address',
      titleKey: `${T}settingsAddress`,
      page: lazy(() => import('./address/AddressPage')),
    },
    { path: '/settings/staff', titleKey: `${T}settingsStaff`, page: lazy(() => import('./staff/StaffPage')) },
    {
      path: '/settings/managment',
      titleKey: `${T}settingsManagement`,
      page: lazy(() => import('./management/ManagementPage')),
    },
    {
      path: '/settings/requisite',
      titleKey: `${T}settingsRequisite`,
      page: lazy(() => import('./requisite/RequisitePage')),
    },
    {
      path: '/settings/documents',
      titleKey: `${T}settingsDocuments`,
      page: lazy(() => import('./documents/DocumentsPage')),
    },
    { path: '/settings/store', titleKey: `${T}settingsStore`, page: lazy(() => import('./store/StorePage')) },
  ],
});
