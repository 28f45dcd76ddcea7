import { lazy } from 'react';
import { defineResource } from '../types';
import { SETTINGS_RESOURCE, settingsHandler } from './handler';

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
      titleKey: 'settings.route.settingsAccount',
      page: lazy(() => import('./account/AccountPage')),
    },
    {
      path: '/settings/account/password',
      titleKey: 'settings.route.settingsPassword',
      page: lazy(() => import('./password/PasswordPage')),
    },
    {
      path: '/settings/address',
      titleKey: 'settings.route.settingsAddress',
      page: lazy(() => import('./address/AddressPage')),
    },
    {
      path: '/settings/staff',
      titleKey: 'settings.route.settingsStaff',
      page: lazy(() => import('./staff/StaffPage')),
    },
    {
      path: '/settings/managment',
      titleKey: 'settings.route.settingsManagement',
      page: lazy(() => import('./management/ManagementPage')),
    },
    {
      path: '/settings/requisite',
      titleKey: 'settings.route.settingsRequisite',
      page: lazy(() => import('./requisite/RequisitePage')),
    },
    {
      path: '/settings/documents',
      titleKey: 'settings.route.settingsDocuments',
      page: lazy(() => import('./documents/DocumentsPage')),
    },
    {
      path: '/settings/store',
      titleKey: 'settings.route.settingsStore',
      page: lazy(() => import('./store/StorePage')),
    },
  ],
  menu: [
    {
      group: 'settings',
      position: 10,
      link: {
        key: 'settings-account',
        labelKey: 'settings.sidebar.settingsAccount',
        to: '/settings/account',
        match: ['/settings/account', '/settings/account/*'],
      },
    },
    {
      group: 'settings',
      position: 20,
      link: {
        key: 'settings-address',
        labelKey: 'settings.sidebar.settingsAddress',
        to: '/settings/address',
      },
    },
    {
      group: 'settings',
      position: 30,
      link: { key: 'settings-staff', labelKey: 'settings.sidebar.settingsStaff', to: '/settings/staff' },
    },
    {
      group: 'settings',
      position: 40,
      link: {
        key: 'settings-management',
        labelKey: 'settings.sidebar.settingsManagement',
        to: '/settings/managment',
      },
    },
    {
      group: 'settings',
      position: 50,
      link: {
        key: 'settings-requisite',
        labelKey: 'settings.sidebar.settingsRequisite',
        to: '/settings/requisite',
      },
    },
    {
      group: 'settings',
      position: 60,
      link: {
        key: 'settings-documents',
        labelKey: 'settings.sidebar.settingsDocuments',
        to: '/settings/documents',
      },
    },
    {
      group: 'settings',
      position: 70,
      link: { key: 'settings-store', labelKey: 'settings.sidebar.settingsStore', to: '/settings/store' },
    },
  ],
});
