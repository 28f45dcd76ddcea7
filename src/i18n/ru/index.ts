import { auth } from './auth';
import { buyers } from './buyers';
import { common } from './common';
import { delivery } from './delivery';
import { finances } from './finances';
import { orders } from './orders';
import { productForm } from './productForm';
import { products } from './products';
import { reviews } from './reviews';
import { shell } from './shell';

/** Every text of the product, one tree per area. Keys: `common.*`, `auth.*`, `shell.*`, ... */
export const ru = {
  common,
  auth,
  shell,
  orders,
  finances,
  products,
  productForm,
  delivery,
  reviews,
  buyers,
} as const;

export type RuMessages = typeof ru;
