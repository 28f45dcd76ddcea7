import { describe, expect, it } from 'vitest';
import type { DeliveryTemplate } from '../../contract';
import {
  emptyDirection,
  emptyTemplateValues,
  parseDays,
  removeDirection,
  toTemplateBody,
  toTemplateDirection,
  toTemplateFormValues,
  type DirectionValues,
  type TemplateFormValues,
} from '../../src/api/deliveryTemplatePayloads';
import { isValidTemplate, validateTemplate } from '../../src/resources/delivery-templates/form/rules';

const direction = (overrides: Partial<DirectionValues> = {}): DirectionValues => ({
  ...emptyDirection(),
  deliveryDayFrom: '2',
  deliveryDayTo: '5',
  deliveryMethodId: 1,
  ...overrides,
});

const values = (overrides: Partial<TemplateFormValues> = {}): TemplateFormValues => ({
  ...emptyTemplateValues(),
  name: '  По России ',
  productIds: [101, 102, 101],
  directions: [direction()],
  ...overrides,
});

describe('template form values → TemplateBody', () => {
  it('all regions: no regions nor cities, numbers or null, no id on a new template', () => {
    const body = toTemplateBody(
      values({ directions: [direction({ regionIds: [66], cityIds: [6601], weight: '12,5' })] }),
      {
        storeId: 9,
      },
    );
    expect(body).toEqual({
      name: 'По России',
      storeId: 9,
      productIds: [101, 102],
      directions: [
        {
          deliveryDayFrom: 2,
          deliveryDayTo: 5,
          countryId: 1,
          deliveryMethodId: 1,
          weight: 12.5,
          length: null,
          width: null,
          height: null,
          isAllRegions: true,
          isDeleted: false,
          directionRegions: [],
          isAllCities: true,
          cityIdsForDirection: [],
        },
      ],
    });
  });

  it('chosen regions with all cities, chosen regions with chosen cities', () => {
    const allCities = toTemplateDirection(
      direction({ isAllRegions: false, regionIds: [66, 37], cityIds: [6601] }),
    );
    expect(allCities.directionRegions).toEqual([{ regionId: 66 }, { regionId: 37 }]);
    expect(allCities.isAllCities).toBe(true);
    expect(allCities.cityIdsForDirection).toEqual([]);
    const chosen = toTemplateDirection(
      direction({ isAllRegions: false, regionIds: [66], isAllCities: false, cityIds: [6601, 6602] }),
    );
    expect(chosen.isAllRegions).toBe(false);
    expect(chosen.isAllCities).toBe(false);
    expect(chosen.cityIdsForDirection).toEqual([{ cityId: 6601 }, { cityId: 6602 }]);
  });

  it('edit: the id, stored directions keep theirs, removed stored ones go with isDeleted', () => {
    const start = values({ directions: [direction({ id: 5 }), direction({ id: 6 }), direction()] });
    const edited = removeDirection(removeDirection(start, 1), 1);
    expect(edited.directions.map((d) => d.id)).toEqual([5]);
    expect(edited.removedDirections.map((d) => d.id)).toEqual([6]);
    const body = toTemplateBody(edited, { storeId: 9, id: 31 });
    expect(body.id).toBe(31);
    expect(body.directions.map((d) => [d.id, d.isDeleted])).toEqual([
      [5, false],
      [6, true],
    ]);
  });
});

describe('DeliveryTemplate → form values', () => {
  it('reads directions back, all regions without lists', () => {
    const template: DeliveryTemplate = {
      id: 31,
      name: 'СНГ',
      storeId: 9,
      isActive: true,
      productIds: [101],
      directions: [
        {
          id: 5,
          templateId: 31,
          deliveryDayFrom: 3,
          deliveryDayTo: 7,
          countryId: 3,
          deliveryMethodId: 3,
          weight: null,
          length: 40,
          width: null,
          height: null,
          isAllRegions: false,
          isDeleted: false,
          directionRegions: [{ regionId: 3001 }],
          isAllCities: false,
          cityIdsForDirection: [{ cityId: 300101 }],
        },
      ],
    };
    const form = toTemplateFormValues(template);
    expect(form.name).toBe('СНГ');
    expect(form.directions[0]).toEqual({
      id: 5,
      countryId: 3,
      isAllRegions: false,
      regionIds: [3001],
      isAllCities: false,
      cityIds: [300101],
      deliveryDayFrom: '3',
      deliveryDayTo: '7',
      deliveryMethodId: 3,
      weight: '',
      length: '40',
      width: '',
      height: '',
    });
    expect(toTemplateBody(form, { storeId: 9, id: 31 }).directions[0]).toEqual({
      ...template.directions[0],
      templateId: undefined,
    } as unknown as object);
  });
});

describe('validation', () => {
  it('accepts a filled template', () => {
    expect(isValidTemplate(validateTemplate(values()))).toBe(true);
  });

  it('from > to, blank days, method 2, chosen regions without regions, sizes', () => {
    const errors = validateTemplate(
      values({
        name: ' ',
        directions: [
          direction({ deliveryDayFrom: '9', deliveryDayTo: '3' }),
          direction({ deliveryDayFrom: '', deliveryDayTo: '400', deliveryMethodId: 2, weight: '0' }),
          direction({ isAllRegions: false, isAllCities: false }),
        ],
      }),
    );
    expect(errors.fields.name?.key).toBe('delivery.form.validation.required');
    expect(errors.directions[0]?.deliveryDayFrom?.key).toBe('delivery.form.validation.daysOrder');
    expect(errors.directions[1]?.deliveryDayFrom?.key).toBe('delivery.form.validation.required');
    expect(errors.directions[1]?.deliveryDayTo?.key).toBe('delivery.form.validation.days');
    expect(errors.directions[1]?.deliveryMethodId?.key).toBe('delivery.form.validation.method');
    expect(errors.directions[1]?.weight?.key).toBe('delivery.form.validation.positive');
    expect(errors.directions[2]?.regionIds?.key).toBe('delivery.form.validation.regionsMin');
    expect(errors.directions[2]?.cityIds?.key).toBe('delivery.form.validation.citiesMin');
  });

  it('needs a direction', () => {
    expect(validateTemplate(values({ directions: [] })).fields.directions?.key).toBe(
      'delivery.form.validation.directionsMin',
    );
  });

  it('parses whole days only', () => {
    expect(parseDays(' 12 ')).toBe(12);
    expect(parseDays('1,5')).toBeNull();
    expect(parseDays('')).toBeNull();
  });
});
