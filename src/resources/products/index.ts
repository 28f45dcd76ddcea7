import { lazy } from 'react';
import { PRODUCTS_RESOURCE, productsHandler } from './handler';
import { defineResource } from '../types';

/**
 * `products`: the retail and wholesale lists (one page parameterised by the type), the product
 * form to add (/products/add) and to edit (/products/edit/:productId).
 */
export const productsResource = defineResource({
  name: PRODUCTS_RESOURCE,
  handler: productsHandler,
  routes: [
    {
      path: '/products/retail',
      titleKey: 'products.route.productsRetail',
      page: lazy(() => import('./list/RetailProductList')),
    },
    {
      path: '/products/wholesale',
      titleKey: 'products.route.productsWholesale',
      page: lazy(() => import('./list/WholesaleProductList')),
    },
    {
      path: '/products/add',
      titleKey: 'products.route.productsAdd',
      page: lazy(() => import('./form/ProductCreatePage')),
    },
    {
      path: '/products/edit/:productId',
      titleKey: 'products.route.productsEdit',
      page: lazy(() => import('./form/ProductEditPage')),
    },
  ],
  recordRepresentation: 'productName',
  menu: [
    {
      group: 'products',
      position: 10,
      link: { key: 'products-retail', labelKey: 'products.sidebar.productsRetail', to: '/products/retail' },
    },
    {
      group: 'products',
      position: 20,
      link: {
        key: 'products-wholesale',
        labelKey: 'products.sidebar.productsWholesale',
        to: '/products/wholesale',
      },
    },
  ],
});
