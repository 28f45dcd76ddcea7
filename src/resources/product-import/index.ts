import { lazy } from 'react';
import { defineResource } from '../types';
import { PRODUCT_IMPORTS_RESOURCE, productImportsHandler } from './handler';
import { PRODUCT_IMPORT_ROWS_RESOURCE, importRowsHandler } from './rowsHandler';

/**
 * `product-imports`: the bulk import of the catalogue from a spreadsheet, whole products or prices
 * and stock (/products/import, docs/contract/import.md): templates and exports, upload, the
 * check's result, apply, history, undo.
 */
export const productImportsResource = defineResource({
  name: PRODUCT_IMPORTS_RESOURCE,
  handler: productImportsHandler,
  routes: [
    {
      path: '/products/import',
      titleKey: 'productImport.route.productsImport',
      page: lazy(() => import('./ProductImportPage')),
    },
  ],
  recordRepresentation: 'fileName',
  menu: [
    {
      group: 'products',
      position: 40,
      link: {
        key: 'products-import',
        labelKey: 'productImport.sidebar.productsImport',
        to: '/products/import',
      },
    },
  ],
});

/** The rows of one import, the table of the import page (no routes of its own). */
export const importRowsResource = defineResource({
  name: PRODUCT_IMPORT_ROWS_RESOURCE,
  handler: importRowsHandler,
});
