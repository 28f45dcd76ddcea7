import { decoder } from './decode';
import type { AddPropertyBody } from '../../contract';
import { branded } from '../config/brand';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';
import { savedSchema, storePropertiesSchema, type StoreProperty } from './productsDecoders';

/** The wire shape of the body (contract/products.ts "Properties") and the decoded property. */
export type { AddPropertyBody, StoreProperty };

/**
 * The store's product properties (docs/contract/products.md "Properties"), under the
 * `{brand}Seller` prefix. Adding, replacing and removing `handle` status -1 (a duplicate key, a
 * property that is gone): they reject with the server's message and the page shows it.
 */

const decodeSaved = decoder(savedSchema);

export const getProperties = (storeId: number): Promise<StoreProperty[]> =>
  request(`${branded('Seller')}/GetProperty`, decoder(storePropertiesSchema), {
    method: 'GET',
    query: { storeId },
  });

/** Without `id` (or 0) adds a property, with an id replaces its key and values. */
export const addProperty = (body: AddPropertyBody): Promise<boolean> =>
  request(`${branded('Seller')}/AddProperty`, decodeSaved, { body, ...ACTION_OPTIONS });

/**
 * DeleteProperty is ours (not in spec section 7): silent, so a server without it only refuses and
 * the page says the property could not be removed.
 */
export const deleteProperty = (propertyId: number): Promise<boolean> =>
  request(`${branded('Seller')}/DeleteProperty`, decodeSaved, {
    query: { propertyId },
    ...ACTION_OPTIONS,
    onFailure: 'silent',
  });
