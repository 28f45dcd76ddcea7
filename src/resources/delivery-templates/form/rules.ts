import {
  DIRECTION_SIZE_FIELDS,
  parseDays,
  type DirectionSizeField,
  type DirectionValues,
  type TemplateFormValues,
} from '../../../api/deliveryTemplatePayloads';
import { parseDecimal } from '../../../api/productsPayloads';
import type { MessageKey } from '../../../i18n/keys';
import { templateDeliveryMethodIds } from '../../../domain';
import type { RuleMessage } from '../../../components/forms/ruleErrors';

/**
 * Validation of the template form before anything is sent: the rules of the contract's table
 * (docs/contract/delivery.md "Templates"). Pure: values in, messages (keys of
 * `delivery.form.validation.*` and their arguments) out.
 */

export type Message = RuleMessage;

type DirectionField = Exclude<keyof DirectionValues, 'id' | 'isAllRegions' | 'isAllCities'>;

export type DirectionErrors = Partial<Record<DirectionField, Message>>;

export interface TemplateErrors {
  fields: Partial<Record<'name' | 'productIds' | 'directions', Message>>;
  directions: DirectionErrors[];
}

export const TEMPLATE_LIMITS = {
  name: 100,
  products: 500,
  directions: 50,
  regions: 100,
  cities: 500,
  days: 365,
  weight: 100_000,
  size: 10_000,
} as const;

const V = 'delivery.form.validation.';
const msg = (key: string, args?: Message['args']): Message => ({ key: `${V}${key}` as MessageKey, args });

function dayError(text: string): Message | undefined {
  if (text.trim() === '') return msg('required');
  const days = parseDays(text);
  return days === null || days > TEMPLATE_LIMITS.days
    ? msg('days', { max: TEMPLATE_LIMITS.days })
    : undefined;
}

function sizeError(field: DirectionSizeField, text: string): Message | undefined {
  if (text.trim() === '') return undefined;
  const max = field === 'weight' ? TEMPLATE_LIMITS.weight : TEMPLATE_LIMITS.size;
  const value = parseDecimal(text);
  return value === null || value <= 0 || value > max ? msg('positive', { max }) : undefined;
}

export function validateDirection(direction: DirectionValues): DirectionErrors {
  const errors: DirectionErrors = {};
  if (direction.countryId === null) errors.countryId = msg('required');
  if (!direction.isAllRegions) {
    if (direction.regionIds.length === 0) errors.regionIds = msg('regionsMin');
    else if (direction.regionIds.length > TEMPLATE_LIMITS.regions)
      errors.regionIds = msg('regionsMax', { max: TEMPLATE_LIMITS.regions });
    if (!direction.isAllCities) {
      if (direction.cityIds.length === 0) errors.cityIds = msg('citiesMin');
      else if (direction.cityIds.length > TEMPLATE_LIMITS.cities)
        errors.cityIds = msg('citiesMax', { max: TEMPLATE_LIMITS.cities });
    }
  }
  const fromError = dayError(direction.deliveryDayFrom);
  const toError = dayError(direction.deliveryDayTo);
  if (fromError) errors.deliveryDayFrom = fromError;
  if (toError) errors.deliveryDayTo = toError;
  const from = parseDays(direction.deliveryDayFrom);
  const to = parseDays(direction.deliveryDayTo);
  if (!fromError && !toError && from !== null && to !== null && from > to)
    errors.deliveryDayFrom = msg('daysOrder');
  if (direction.deliveryMethodId === null || !templateDeliveryMethodIds.includes(direction.deliveryMethodId))
    errors.deliveryMethodId = msg('method');
  for (const field of DIRECTION_SIZE_FIELDS) {
    const error = sizeError(field, direction[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function validateTemplate(values: TemplateFormValues): TemplateErrors {
  const fields: TemplateErrors['fields'] = {};
  const name = values.name.trim();
  if (name === '') fields.name = msg('required');
  else if (name.length > TEMPLATE_LIMITS.name)
    fields.name = msg('nameTooLong', { max: TEMPLATE_LIMITS.name });
  if (new Set(values.productIds).size > TEMPLATE_LIMITS.products)
    fields.productIds = msg('productsTooMany', { max: TEMPLATE_LIMITS.products });
  if (values.directions.length === 0) fields.directions = msg('directionsMin');
  else if (values.directions.length > TEMPLATE_LIMITS.directions)
    fields.directions = msg('directionsMax', { max: TEMPLATE_LIMITS.directions });
  return { fields, directions: values.directions.map(validateDirection) };
}

export const isValidTemplate = (errors: TemplateErrors): boolean =>
  Object.keys(errors.fields).length === 0 &&
  errors.directions.every((direction) => Object.keys(direction).length === 0);
