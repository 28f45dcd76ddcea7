import { describe, expect, it } from 'vitest';
import {
  validateCargo,
  validateChangeStatus,
  validateOnWay,
  validateShippedRetail,
  type CargoValues,
  type OnWayValues,
} from '../../src/resources/orders/modals/rules';
import {
  hasErrors,
  validateDay,
  validateFiles,
  validatePhone,
} from '../../src/resources/orders/shared/validation';
import { validateOrderNumber } from '../../src/resources/retail-orders/RetailFilters';

const now = new Date(2026, 10, 25, 12, 0);
const key = (message: { key: string } | undefined) => message?.key;

describe('order form rules', () => {
  it('days: required, real, within the allowed window', () => {
    expect(key(validateDay(null, { minDaysAhead: 1 }, now))).toBe('orders.validation.required');
    expect(key(validateDay(new Date(Number.NaN), { minDaysAhead: 1 }, now))).toBe('orders.validation.date');
    expect(key(validateDay(new Date(2026, 10, 25), { minDaysAhead: 1 }, now))).toBe(
      'orders.validation.futureDate',
    );
    expect(validateDay(new Date(2026, 10, 26), { minDaysAhead: 1 }, now)).toBeUndefined();
    expect(key(validateDay(new Date(2026, 10, 24), { minDaysAhead: 0 }, now))).toBe(
      'orders.validation.todayOrLater',
    );
    expect(validateDay(new Date(2026, 10, 25), { minDaysAhead: 0 }, now)).toBeUndefined();
    expect(key(validateDay(new Date(2028, 0, 1), { minDaysAhead: 0 }, now))).toBe(
      'orders.validation.maxAhead',
    );
  });

  it('phones: as many digits as the prefix needs, typed with spaces, brackets or the code (issue 8.20)', () => {
    expect(validatePhone('+7', '9161234567')).toBeUndefined();
    expect(validatePhone('+7', '916 123-45-67')).toBeUndefined();
    expect(validatePhone('+7', '+7 (916) 123-45-67')).toBeUndefined();
    expect(validatePhone('+7', '916 123-45')).toEqual({
      key: 'orders.validation.phoneDigits',
      args: { count: 10 },
    });
    expect(validatePhone('+375', '291234567')).toBeUndefined();
    expect(key(validatePhone('+7', ''))).toBe('orders.validation.required');
  });

  it('files: at most 10, 10 MB each, allowed types', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const exe = new File(['x'], 'a.exe', { type: 'application/x-msdownload' });
    expect(validateFiles([pdf], ['application/pdf'])).toBeUndefined();
    expect(key(validateFiles([exe], ['application/pdf']))).toBe('orders.validation.fileType');
    expect(
      key(
        validateFiles(
          Array.from({ length: 11 }, () => pdf),
          ['application/pdf'],
        ),
      ),
    ).toBe('orders.validation.filesTooMany');
  });

  it('cargo: method 3 asks only the dispatch day; others the ready days and the address', () => {
    const empty: CargoValues = {
      dispatchDay: null,
      readyDays: '',
      countryId: 1,
      regionId: null,
      cityId: null,
      street: '',
      houseNumber: '',
      apartmentOrOficeNumber: '',
      postalIndex: '12',
    };
    const post = validateCargo(empty, 3, now);
    expect(Object.keys(post)).toEqual(['dispatchDay']);
    expect(hasErrors(post)).toBe(true);
    const motor = validateCargo(empty, 1, now);
    expect(key(motor.readyDays)).toBe('orders.validation.required');
    expect(key(motor.regionId)).toBe('orders.validation.required');
    expect(key(motor.street)).toBe('orders.validation.required');
    expect(key(motor.postalIndex)).toBe('orders.validation.postalIndex');
    expect(
      hasErrors(
        validateCargo(
          {
            ...empty,
            readyDays: '61',
            regionId: 66,
            cityId: 6601,
            street: 'Ленина',
            houseNumber: '5',
            postalIndex: '',
          },
          1,
          now,
        ),
      ),
    ).toBe(true);
    expect(
      hasErrors(
        validateCargo(
          {
            ...empty,
            readyDays: '5',
            regionId: 66,
            cityId: 6601,
            street: 'Ленина',
            houseNumber: '5',
            postalIndex: '',
          },
          1,
          now,
        ),
      ),
    ).toBe(false);
  });

  it('on way: motor transport needs the vehicle and the driver, CDEK and post the track code', () => {
    const values: OnWayValues = {
      transportMark: '',
      transportNumber: '',
      driverFulname: '',
      phonePrefix: '+7',
      phoneNumber: '',
      voyageNumber: '',
      trackCode: '',
      additionalInfo: '',
      pickUpDate: new Date(),
      files: [],
    };
    const motor = validateOnWay(values, 1);
    expect(
      [motor.transportMark, motor.transportNumber, motor.driverFulname, motor.phoneNumber].map(key),
    ).toEqual(Array(4).fill('orders.validation.required'));
    expect(motor.trackCode).toBeUndefined();
    const cdek = validateOnWay(values, 2);
    expect(key(cdek.trackCode)).toBe('orders.validation.required');
    expect(cdek.transportMark).toBeUndefined();
    expect(hasErrors(validateOnWay({ ...values, trackCode: 'RA1' }, 3))).toBe(false);
  });

  it('retail shipping info: phone unless delivery method 3', () => {
    const values = { pickupDate: now, phonePrefix: '+7', phoneNumber: '', images: [] };
    expect(key(validateShippedRetail(values, 1, now).phoneNumber)).toBe('orders.validation.required');
    expect(hasErrors(validateShippedRetail(values, 3, now))).toBe(false);
  });

  it('retail status change: CDEK in transit needs the office and ImIds', () => {
    expect(hasErrors(validateChangeStatus({ cdekOfficeAddress: '', imIds: '' }, 3, 2))).toBe(true);
    expect(key(validateChangeStatus({ cdekOfficeAddress: 'Офис', imIds: ' , ' }, 3, 2).imIds)).toBe(
      'orders.validation.imIds',
    );
    expect(hasErrors(validateChangeStatus({ cdekOfficeAddress: '', imIds: '' }, 3, 1))).toBe(false);
    expect(hasErrors(validateChangeStatus({ cdekOfficeAddress: 'Офис', imIds: '1001' }, 3, 2))).toBe(false);
  });

  it('the order number filter: digits only, at most 7', () => {
    expect(validateOrderNumber('')).toBeUndefined();
    expect(validateOrderNumber('1000046')).toBeUndefined();
    expect(validateOrderNumber('10000460')).toBe('orders.validation.orderNumber');
    expect(validateOrderNumber('10a')).toBe('orders.validation.orderNumber');
  });
});
