/** Phone prefixes of the phone selects (driver phone, settings phones) and the national digits after each. */
export const PHONE_PREFIXES = [
  { prefix: '+7', digits: 10 },
  { prefix: '+375', digits: 9 },
  { prefix: '+374', digits: 8 },
  { prefix: '+996', digits: 9 },
  { prefix: '+998', digits: 9 },
  { prefix: '+992', digits: 9 },
  { prefix: '+994', digits: 9 },
] as const;

export const DEFAULT_PHONE_PREFIX = '+7';

export const phoneDigitsFor = (prefix: string): number =>
  PHONE_PREFIXES.find((entry) => entry.prefix === prefix)?.digits ?? 10;
