import type { Identifier } from 'react-admin';

/** The paths of order requests (spec section 2). */
export const REQUESTS_PATH = '/requests';

export const requestPath = (id: Identifier): string => `${REQUESTS_PATH}/${String(id)}`;
