import type { AcceptedBody, TemplateBody, TemplateDirection } from '../../contract/index.js';

/** A template body as the JSON schema lets it through (every key may be null / absent but the required ones). */
export type DirectionBodyIn = AcceptedBody<TemplateDirection>;
export type TemplateBodyIn = Omit<AcceptedBody<TemplateBody>, 'directions'> & {
  directions?: DirectionBodyIn[] | null;
};

/** One checked direction: `id` a stored direction of this template, or null for a new one. */
export interface DirectionInput {
  id: number | null;
  dayFrom: number;
  dayTo: number;
  countryId: number;
  methodId: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  isAllRegions: boolean;
  isAllCities: boolean;
  regionIds: number[];
  cityIds: number[];
}

export interface TemplateInput {
  storeId: number;
  name: string;
  nameKey: string;
  productIds: number[];
  /** The directions kept, in their order; stored ones not listed here are removed. */
  directions: DirectionInput[];
}
