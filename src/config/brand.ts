import type { Branded } from '../../contract';

/** The brand prefix of contract names ({brand} in the specification). One setting: VITE_BRAND. */
export const BRAND: string = import.meta.env.VITE_BRAND || 'Market';

/**
 * Prefixes a contract name with the brand: `branded('Seller')` -> `MarketSeller`. Typed as the
 * contract's `{brand}<name>` key (contract/brand.ts): the one place the run-time prefix becomes it.
 */
export const branded = <Name extends string>(name: Name): Branded<Name> => `${BRAND}${name}` as Branded<Name>;
