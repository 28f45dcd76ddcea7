import { lazy } from 'react';
import { PRODUCT_PROPERTIES_RESOURCE, productPropertiesHandler } from './handler';
import { defineResource } from '../types';

/** `product-properties`: the store's properties of product options (/products/property). */
export const productPropertiesResource = defineResource({
  name: PRODUCT_PROPERTIES_RESOURCE,
  handler: productPropertiesHandler,
  routes: [
    {
      path: '/products/property',
      titleKey: 'products.route.productsProperty',
      page: lazy(() => import('./PropertiesPage')),
    },
  ],
  recordRepresentation: 'propertyKey',
  menu: [
    {
      group: 'products',
      position: 30,
      link: {
        key: 'products-property',
        labelKey: 'products.sidebar.productsProperty',
        to: '/products/property',
      },
    },
  ],
});
