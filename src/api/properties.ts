import { unchecked } from './decode';
import type { AddPropertyBody, StoreProperty } from '../../contract';
import { branded } from '../config/brand';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';

/** The wire shapes of this module (contract/products.ts "Properties"). */
export type { AddPropertyBody, StoreProperty };

/**
 * The store's product properties (docs/contract/products.md "Properties"), under the
 * `{brand}Seller` prefix. Adding, replacing and removing `handle` status -1 (a duplicate key, a
 * property that is gone): they reject with the server's message and the page shows it.
 */

export const getProperties = async (storeId: number): Promise<StoreProperty[]> =>
  (await request(`${branded('Seller')}/GetProperty`, unchecked<StoreProperty[] | null>(), {
    method: 'GET',
    query: { storeId },
  })) ?? [];

/** Without `id` (or 0) adds a property, with an id replaces its key and values. */
export const addProperty = (body: AddPropertyBody): Promise<unknown> =>
  request(`${branded('Seller')}/AddProperty`, unchecked<unknown>(), { body, ...ACTION_OPTIONS });

export const deleteProperty = (propertyId: number): Promise<unknown> =>
  request(`${branded('Seller')}/DeleteProperty`, unchecked<unknown>(), { query: { propertyId }, ...ACTION_OPTIONS });
