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
  menu: [
    {
      group: 'settings',
      position: 10,
      link: {
        key: 'settings-account',
        labelKey: 'shell.menu.settingsAccount',
        to: '/settings/account',
        match: ['/settings/account', '/settings/account/*'],
      },
    },
    {
      group: 'settings',
      position: 20,
      link: { key: 'settings-address', labelKey: 'shell.menu.settingsAddress', to: '/settings/address' },
    },
    {
      group: 'settings',
      position: 30,
      link: { key: 'settings-staff', labelKey: 'shell.menu.settingsStaff', to: '/settings/staff' },
    },
    {
      group: 'settings',
      position: 40,
      link: {
        key: 'settings-management',
        labelKey: 'shell.menu.settingsManagement',
        to: '/settings/managment',
      },
    },
    {
      group: 'settings',
      position: 50,
      link: {
        key: 'settings-requisite',
        labelKey: 'shell.menu.settingsRequisite',
        to: '/settings/requisite',
      },
    },
    {
      group: 'settings',
      position: 60,
      link: {
        key: 'settings-documents',
        labelKey: 'shell.menu.settingsDocuments',
        to: '/settings/documents',
      },
    },
    {
      group: 'settings',
      position: 70,
      link: { key: 'settings-store', labelKey: 'shell.menu.settingsStore', to: '/settings/store' },
    },
  ],
});
