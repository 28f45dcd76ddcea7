import type { TemplateBody, TemplateDirection } from '../../../contract/index.js';
import { changeTemplateStatus, saveTemplate } from '../../services/templatesWrite.js';
import type { Db } from '../query.js';
import { all } from '../query.js';

/**
 * Demo delivery templates (docs/contract/delivery.md "Demo data"): per store four templates — all
 * regions of Russia; the home region and its neighbours; chosen cities plus Kazakhstan; an inactive
 * one to Belarus — written through the service (so they pass its rules), attached to some of the
 * store's published products. Deterministic: no random choice.
 */

/** The home region and neighbours of each demo store (Russian subject codes). */
const NEARBY: Readonly<Record<string, readonly number[]>> = {
  'Уральские Промтовары': [66, 74, 59, 72, 45],
  'Текстиль Иваново': [37, 33, 44, 76, 52],
};

const direction = (
  d: Partial<TemplateDirection> & Pick<TemplateDirection, 'countryId'>,
): TemplateDirection => ({
  deliveryDayFrom: 2,
  deliveryDayTo: 5,
  deliveryMethodId: 3,
  weight: null,
  length: null,
  width: null,
  height: null,
  isAllRegions: false,
  isDeleted: false,
  directionRegions: [],
  isAllCities: false,
  cityIdsForDirection: [],
  ...d,
});

const regions = (ids: readonly number[]) => ids.map((regionId) => ({ regionId }));
const cities = (ids: readonly number[]) => ids.map((cityId) => ({ cityId }));

function templates(storeId: number, nearby: readonly number[], products: readonly number[]): TemplateBody[] {
  const slice = (from: number, to: number) => products.slice(from, to);
  return [
    {
      name: 'По всей России',
      storeId,
      productIds: slice(0, 4),
      directions: [direction({ countryId: 1, isAllRegions: true, deliveryDayFrom: 3, deliveryDayTo: 10 })],
    },
    {
      name: 'Свой регион и соседи',
      storeId,
      productIds: slice(4, 7),
      directions: [
        direction({
          countryId: 1,
          deliveryMethodId: 1,
          deliveryDayFrom: 1,
          deliveryDayTo: 3,
          weight: 20_000,
          directionRegions: regions(nearby),
          isAllCities: true,
        }),
      ],
    },
    {
      name: 'Крупные города и Казахстан',
      storeId,
      productIds: slice(7, 9),
      directions: [
        direction({
          countryId: 1,
          directionRegions: regions([77, 78, 54]),
          cityIdsForDirection: cities([7701, 7801, 5401]),
        }),
        direction({ countryId: 3, isAllRegions: true, deliveryDayFrom: 7, deliveryDayTo: 14, weight: 500 }),
      ],
    },
    {
      name: 'Беларусь (сезонный)',
      storeId,
      productIds: [],
      directions: [
        direction({
          countryId: 2,
          deliveryMethodId: 1,
          deliveryDayFrom: 4,
          deliveryDayTo: 8,
          directionRegions: regions([2001, 2002]),
          isAllCities: true,
        }),
      ],
    },
  ];
}

/** Seeds the templates of one demo store (stores without a neighbour list get none). */
export function seedTemplates(db: Db, storeId: number, storeName: string, now: number): void {
  const nearby = NEARBY[storeName];
  if (!nearby) return;
  const products = all<{ id: number }>(
    db,
    'SELECT id FROM products WHERE store_id = ? AND is_draft = 0 ORDER BY id LIMIT 9',
    storeId,
  ).map((p) => p.id);
  const bodies = templates(storeId, nearby, products);
  for (const body of bodies) {
    const saved = saveTemplate({ db, now, storeId }, body, null);
    if (saved.status !== 1) throw new Error(`Demo template «${body.name}»: ${saved.errorMessage ?? ''}`);
  }
  const last = all<{ id: number }>(
    db,
    'SELECT id FROM delivery_templates WHERE store_id = ? ORDER BY id DESC LIMIT 1',
    storeId,
  )[0];
  if (last) changeTemplateStatus(db, storeId, last.id, false);
}
