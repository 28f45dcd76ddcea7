import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

/** Every text of the product, one tree per area. Keys: `common.*`, `auth.*`, `shell.*`, ... */
export const ru = { common, auth, shell } as const;

export type RuMessages = typeof ru;
