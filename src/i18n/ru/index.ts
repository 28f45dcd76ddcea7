import { auth } from './auth';
import { common } from './common';
import { delivery } from './delivery';
import { disputes } from './disputes';
import { finances } from './finances';
import { orders } from './orders';
import { productForm } from './productForm';
import { products } from './products';
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
  disputes,
} as const;

export type RuMessages = typeof ru;
