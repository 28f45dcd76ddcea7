import { flag, list, num, numOr, record, spellings, text, textOr, v, type Decoded } from './decode';
import { arrayOf, arrayOrResults, idList, isRecord, listWithIds } from './decodeLists';

/**
 * How the delivery calls' replies are read (docs/contract/delivery.md "Reading replies (issue 26)").
 * A template's regions and cities come as records (`{regionId}`, `{cityId}`), bare ids, or cities
 * nested in their region; every form is read into the contract's shape.
 */

// Locations ------------------------------------------------------------------------------------------

const countrySchema = record({ id: num, name: textOr('') });
export const countriesSchema = arrayOrResults(countrySchema);
export type Country = Decoded<typeof countrySchema> & { id: number };

const regionSchema = record({ id: num, name: textOr(''), countryId: num });
export const regionsSchema = arrayOrResults(regionSchema);
export type Region = Decoded<typeof regionSchema> & { id: number };

const citySchema = record({ id: num, name: textOr(''), cdekId: num, regionId: num });
export const citiesSchema = arrayOrResults(citySchema);
export type City = Decoded<typeof citySchema> & { id: number };

const courierServiceSchema = record({
  deliveryMethodId: num,
  name: textOr(''),
  description: text,
  requirements: v.pipe(
    list(text),
    v.transform((items) => items.filter((item): item is string => item !== null && item.trim() !== '')),
  ),
  forTemplates: flag,
  website: text,
});
type CourierServiceRow = Decoded<typeof courierServiceSchema>;

/** GetCourierServices (ours): services without a method id are left out. */
export const courierServicesSchema = v.pipe(
  arrayOf(courierServiceSchema),
  v.transform((services) =>
    services.filter(
      (service): service is CourierServiceRow & { deliveryMethodId: number } =>
        service.deliveryMethodId !== null,
    ),
  ),
);
export type CourierService = Decoded<typeof courierServicesSchema>[number];

// Templates ------------------------------------------------------------------------------------------

/**
 * A direction's regions, and its cities wherever they are written: on the direction
 * (`cityIdsForDirection`), or under each region (`directionRegions[].cityIdsForDirection`).
 */
const nestedCityIds = (regions: unknown): unknown[] =>
  Array.isArray(regions)
    ? regions.flatMap((region) =>
        isRecord(region) && Array.isArray(region.cityIdsForDirection) ? region.cityIdsForDirection : [],
      )
    : [];

const regionIds = idList(['regionId', 'id']);
const cityIds = idList(['cityId', 'id']);

const directionFieldsSchema = record({
  id: num,
  templateId: num,
  deliveryDayFrom: num,
  deliveryDayTo: num,
  countryId: num,
  deliveryMethodId: num,
  weight: num,
  length: num,
  width: num,
  height: num,
  isAllRegions: flag,
  isDeleted: flag,
  isAllCities: flag,
});

const directionSchema = v.pipe(
  v.unknown(),
  v.transform((item) => (isRecord(item) ? item : {})),
  v.transform((item) => {
    const flat = v.parse(cityIds, item.cityIdsForDirection);
    const nested = v.parse(cityIds, nestedCityIds(item.directionRegions));
    return {
      ...v.parse(directionFieldsSchema, item),
      directionRegions: v.parse(regionIds, item.directionRegions).map((regionId) => ({ regionId })),
      cityIdsForDirection: [...new Set([...flat, ...nested])].map((cityId) => ({ cityId })),
    };
  }),
);

export type TemplateDirection = Decoded<typeof directionSchema>;

const templateHeadSchema = spellings({
  id: [['id'], num],
  name: [['name', 'templateName'], textOr('')],
  storeId: [['storeId'], num],
  isActive: [['isActive'], flag],
});

/** GetTemplateById: `name` may come as `templateName`; `productIds` as ids or product records. */
export const deliveryTemplateSchema = v.pipe(
  v.unknown(),
  v.transform((data) => (isRecord(data) ? data : {})),
  v.transform((data) => ({
    ...v.parse(templateHeadSchema, data),
    productIds: v.parse(idList(['productId', 'id']), data.productIds),
    directions: v.parse(list(directionSchema), data.directions),
  })),
);

export type DeliveryTemplate = Decoded<typeof deliveryTemplateSchema> & { id: number };

/**
 * A row of GetAllTemplates. Our rows carry `products`, `directionsCount` and `directionsSummary`;
 * a row with only the spec's `productIds` and `directions` is read from those (ids without names).
 */
const templateRowSchema = v.pipe(
  v.unknown(),
  v.transform((data) => (isRecord(data) ? data : {})),
  v.transform((data) => {
    const head = v.parse(templateHeadSchema, data);
    const products = v.parse(listWithIds(record({ id: num, productName: textOr('') })), data.products);
    const directions = Array.isArray(data.directions)
      ? v.parse(list(directionSchema), data.directions)
      : null;
    return {
      id: head.id,
      name: head.name,
      isActive: head.isActive,
      products,
      productIds:
        products.length > 0
          ? products.map((product) => product.id)
          : v.parse(idList(['productId', 'id']), data.productIds),
      directionsCount: v.parse(num, data.directionsCount) ?? directions?.length ?? null,
      directionsSummary: v.parse(text, data.directionsSummary),
      deliveryDayFrom: v.parse(num, data.deliveryDayFrom) ?? extreme(directions, 'deliveryDayFrom', Math.min),
      deliveryDayTo: v.parse(num, data.deliveryDayTo) ?? extreme(directions, 'deliveryDayTo', Math.max),
    };
  }),
);

function extreme(
  directions: readonly TemplateDirection[] | null,
  key: 'deliveryDayFrom' | 'deliveryDayTo',
  pick: (...values: number[]) => number,
): number | null {
  const days = (directions ?? [])
    .map((direction) => direction[key])
    .filter((day): day is number => day !== null);
  return days.length > 0 ? pick(...days) : null;
}

export const templateListReplySchema = record({
  results: listWithIds(templateRowSchema),
  pageCount: numOr(1),
  rowCount: num,
});
export type TemplateListReply = Decoded<typeof templateListReplySchema>;
export type TemplateListItem = TemplateListReply['results'][number];
