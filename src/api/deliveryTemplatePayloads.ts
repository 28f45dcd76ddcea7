import type { TemplateBody, TemplateDirection } from '../../contract';
import type { DeliveryTemplate, TemplateDirection as StoredDirection } from './deliveryDecoders';
import { numberText, parseDecimal } from './productsPayloads';

/**
 * Pure translation between the delivery template form's values and the wire
 * (docs/contract/delivery.md "Templates"): `TemplateBody` for AddTemplate / EditTemplate, the
 * `DeliveryTemplate` of GetTemplateById back to values. Numbers are typed as text and parsed here.
 */

/** One direction as the form holds it. */
export interface DirectionValues {
  /** The stored direction's id on edit; null for a new one. */
  id: number | null;
  countryId: number | null;
  isAllRegions: boolean;
  regionIds: number[];
  isAllCities: boolean;
  cityIds: number[];
  deliveryDayFrom: string;
  deliveryDayTo: string;
  deliveryMethodId: number | null;
  weight: string;
  length: string;
  width: string;
  height: string;
}

export interface TemplateFormValues {
  name: string;
  productIds: number[];
  directions: DirectionValues[];
  /** Stored directions the seller removed: sent with `isDeleted: true` and their id. */
  removedDirections: DirectionValues[];
}

export const DIRECTION_SIZE_FIELDS = [
  'weight',
  'length',
  'width',
  'height',
] as const satisfies readonly (keyof DirectionValues)[];

export type DirectionSizeField = (typeof DIRECTION_SIZE_FIELDS)[number];

export const RUSSIA_COUNTRY_ID = 1;

export function emptyDirection(): DirectionValues {
  return {
    id: null,
    countryId: RUSSIA_COUNTRY_ID,
    isAllRegions: true,
    regionIds: [],
    isAllCities: true,
    cityIds: [],
    deliveryDayFrom: '',
    deliveryDayTo: '',
    deliveryMethodId: null,
    weight: '',
    length: '',
    width: '',
    height: '',
  };
}

export const emptyTemplateValues = (): TemplateFormValues => ({
  name: '',
  productIds: [],
  directions: [emptyDirection()],
  removedDirections: [],
});

/** Whole days typed as text; null when blank or not a whole number. */
export function parseDays(text: string): number | null {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** Removes the direction at `index`; a stored one is kept aside to be sent with `isDeleted`. */
export function removeDirection(values: TemplateFormValues, index: number): TemplateFormValues {
  const removed = values.directions[index];
  if (!removed) return values;
  return {
    ...values,
    directions: values.directions.filter((_, i) => i !== index),
    removedDirections:
      removed.id !== null ? [...values.removedDirections, removed] : values.removedDirections,
  };
}

// Form values → TemplateBody ------------------------------------------------------------------------

/** One direction on the wire: all regions → no regions nor cities; all cities → no cities. */
export function toTemplateDirection(direction: DirectionValues, isDeleted = false): TemplateDirection {
  const chosenRegions = !direction.isAllRegions;
  const chosenCities = chosenRegions && !direction.isAllCities;
  return {
    ...(direction.id !== null ? { id: direction.id } : {}),
    deliveryDayFrom: parseDays(direction.deliveryDayFrom) ?? 0,
    deliveryDayTo: parseDays(direction.deliveryDayTo) ?? 0,
    countryId: direction.countryId ?? 0,
    deliveryMethodId: direction.deliveryMethodId ?? 0,
    weight: parseDecimal(direction.weight),
    length: parseDecimal(direction.length),
    width: parseDecimal(direction.width),
    height: parseDecimal(direction.height),
    isAllRegions: !chosenRegions,
    isDeleted,
    directionRegions: chosenRegions ? direction.regionIds.map((regionId) => ({ regionId })) : [],
    isAllCities: !chosenCities,
    cityIdsForDirection: chosenCities ? direction.cityIds.map((cityId) => ({ cityId })) : [],
  };
}

export interface TemplateBodyContext {
  storeId: number;
  /** The template's id on edit (EditTemplate); absent for AddTemplate. */
  id?: number;
}

/** The body of AddTemplate (no id, no removed directions) or EditTemplate (with id) for validated values. */
export function toTemplateBody(values: TemplateFormValues, context: TemplateBodyContext): TemplateBody {
  const removed =
    context.id !== undefined
      ? values.removedDirections
          .filter((direction) => direction.id !== null)
          .map((direction) => toTemplateDirection(direction, true))
      : [];
  return {
    ...(context.id !== undefined ? { id: context.id } : {}),
    name: values.name.trim(),
    storeId: context.storeId,
    productIds: [...new Set(values.productIds)],
    directions: [...values.directions.map((direction) => toTemplateDirection(direction)), ...removed],
  };
}

// DeliveryTemplate → form values ------------------------------------------------------------------------

export function toDirectionValues(direction: StoredDirection): DirectionValues {
  const regionIds = direction.directionRegions.map(({ regionId }) => regionId);
  const cityIds = direction.cityIdsForDirection.map(({ cityId }) => cityId);
  const isAllRegions = direction.isAllRegions || regionIds.length === 0;
  return {
    id: direction.id ?? null,
    countryId: direction.countryId,
    isAllRegions,
    regionIds: isAllRegions ? [] : regionIds,
    isAllCities: isAllRegions || direction.isAllCities || cityIds.length === 0,
    cityIds: isAllRegions ? [] : cityIds,
    deliveryDayFrom: numberText(direction.deliveryDayFrom),
    deliveryDayTo: numberText(direction.deliveryDayTo),
    deliveryMethodId: direction.deliveryMethodId,
    weight: numberText(direction.weight),
    length: numberText(direction.length),
    width: numberText(direction.width),
    height: numberText(direction.height),
  };
}

/** The form values of a stored template; one empty direction when the reply has none to edit. */
export function toTemplateFormValues(template: DeliveryTemplate): TemplateFormValues {
  const directions = template.directions.filter((direction) => !direction.isDeleted).map(toDirectionValues);
  return {
    name: template.name,
    productIds: [...template.productIds],
    directions: directions.length > 0 ? directions : [emptyDirection()],
    removedDirections: [],
  };
}
