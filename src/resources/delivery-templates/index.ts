import { lazy } from 'react';
import { DELIVERY_TEMPLATES_RESOURCE, deliveryTemplatesHandler } from './handler';
import { defineResource } from '../types';

/**
 * `delivery-templates`: the list (/shared/delivery), the template form to add
 * (/shared/delivery/add) and to edit (/shared/delivery/edit/:templateId).
 */
export const deliveryTemplatesResource = defineResource({
  name: DELIVERY_TEMPLATES_RESOURCE,
  handler: deliveryTemplatesHandler,
  routes: [
    {
      path: '/shared/delivery',
      titleKey: 'shell.titles.deliveryTemplates',
      page: lazy(() => import('./list/TemplateList')),
    },
    {
      path: '/shared/delivery/add',
      titleKey: 'shell.titles.deliveryTemplateAdd',
      page: lazy(() => import('./form/TemplateCreatePage')),
    },
    {
      path: '/shared/delivery/edit/:templateId',
      titleKey: 'shell.titles.deliveryTemplateEdit',
      page: lazy(() => import('./form/TemplateEditPage')),
    },
  ],
  recordRepresentation: 'name',
  menu: [
    {
      group: 'delivery',
      position: 10,
      link: {
        key: 'delivery-free',
        labelKey: 'shell.menu.deliveryFree',
        to: '/shared/delivery',
        match: ['/shared/delivery', '/shared/delivery/*'],
      },
    },
  ],
});
