import { defineResource } from '../types';
import { BUYERS_RESOURCE, buyersHandler } from './handler';

/**
 * `buyers`: the seller's buyers (docs/contract/buyers.md). Today the wholesale orders' buyer
 * filter looks them up; the /buyers pages will add their routes here.
 */
export const buyersResource = defineResource({
  name: BUYERS_RESOURCE,
  handler: buyersHandler,
  recordRepresentation: 'buyerName',
});

export { BUYERS_RESOURCE, SILENT_LOOKUP } from './handler';
