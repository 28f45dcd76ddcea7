import type { Branded } from '../../contract/index.js';

/**
 * The brand-prefixed contract name `{brand}<name>` for the configured brand (`ctx.brand`):
 * `brandedName('Market', 'Percentage')` is `MarketPercentage`. The only place where the run-time
 * prefix becomes the contract's `Branded<...>` key type (contract/brand.ts).
 */
export const brandedName = <Name extends string>(brand: string, name: Name): Branded<Name> =>
  `${brand}${name}` as Branded<Name>;
