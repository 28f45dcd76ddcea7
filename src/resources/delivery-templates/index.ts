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
      titleKey: 'delivery.route.deliveryTemplates',
      page: lazy(() => import('./list/TemplateList')),
    },
    {
      path: '/shared/delivery/add',
      titleKey: 'delivery.route.deliveryTemplateAdd',
      page: lazy(() => import('./form/TemplateCreatePage')),
    },
    {
      path: '/shared/delivery/edit/:templateId',
      titleKey: 'delivery.route.deliveryTemplateEdit',
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
        labelKey: 'delivery.sidebar.deliveryFree',
        to: '/shared/delivery',
        match: ['/shared/delivery', '/shared/delivery/*'],
      },
    },
  ],
});
