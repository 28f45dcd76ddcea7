/**
 * Brand-prefixed names (`{brand}SafeDealStatusId`, `{brand}Percentage`, ...). The prefix is one
 * run-time setting (`VITE_BRAND` in the client, `BRAND` in the server), so the types spell it as
 * the placeholder `{brand}`, as the contract pages do. Each program builds the real name with its
 * one helper (`branded` in src/config/brand.ts, `brandedName` in server/lib/brand.ts), which is
 * the only place that turns the run-time prefix into these key types. Never write the prefix
 * (`Market`) by hand: a literal `MarketPercentage` key does not type-check against these types.
 */
export type BrandPrefix = '{brand}';

/** The brand-prefixed contract name `{brand}<Name>`. */
export type Branded<Name extends string> = `${BrandPrefix}${Name}`;
