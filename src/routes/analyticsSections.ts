/** The sections of /dashboard/analytics/:section (spec section 2). */
export const ANALYTICS_SECTIONS = [
  'sales',
  'requests',
  'buyers',
  'products',
  'categories',
  'tenders',
  'orders',
] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];
