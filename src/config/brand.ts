/** The brand prefix of contract names ({brand} in the specification). One setting: VITE_BRAND. */
export const BRAND: string = import.meta.env.VITE_BRAND || 'Market';

/** Prefixes a contract name with the brand: `branded('Seller')` -> `MarketSeller`. */
export const branded = (name: string): string => `${BRAND}${name}`;
