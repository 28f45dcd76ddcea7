import { describe, expect, it } from 'vitest';
import {
  advertStatusOrNull,
  BANNERS_PAGE_SIZE,
  buildBannerListBody,
  buildCreateBannerFormData,
  CREATE_BANNER_FIELDS,
} from '../../src/api/bannersPayloads';

/** The parts of a form in the order they travel: [name, text or file name]. */
const partsOf = (form: FormData): [string, string][] =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

describe('the banner list body (POST Marketing/GetBanners)', () => {
  it('names the caller by user id, empty filters as null, 10 rows on page 1', () => {
    expect(BANNERS_PAGE_SIZE).toBe(10);
    expect(buildBannerListBody({ userId: 3 })).toEqual({
      userId: 3,
      status: null,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('passes a status 1..5 from the URL, the days and the page', () => {
    expect(
      buildBannerListBody({
        userId: 3,
        status: '4',
        dateFrom: '2026-12-01',
        dateTo: '2026-12-31T22:30:00Z',
        page: 2,
        pageSize: 10,
      }),
    ).toEqual({
      userId: 3,
      status: 4,
      dateFrom: '2026-12-01',
      // an instant is its Moscow day
      dateTo: '2027-01-01',
      pagination: { page: 2, pageSize: 10 },
    });
  });

  it.each([['0'], ['6'], ['abc'], [''], [null], [undefined], [-1]])(
    'status %s is "all statuses"',
    (value) => {
      expect(advertStatusOrNull(value)).toBeNull();
    },
  );
});

describe('the CreateBanner form (multipart)', () => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });

  it('sends the position, the days, the trimmed link and the file under the contract names', () => {
    const form = buildCreateBannerFormData({
      positionId: 2,
      dateFrom: '2026-12-01',
      dateTo: '2026-12-07',
      link: '  https://shop.example/sale  ',
      file,
    });
    expect(partsOf(form)).toEqual([
      ['BannerPositionId', '2'],
      ['DateFrom', '2026-12-01'],
      ['DateTo', '2026-12-07'],
      ['Link', 'https://shop.example/sale'],
      ['BannerFile', 'banner.png'],
    ]);
    expect(partsOf(form).map(([name]) => name)).toEqual([...CREATE_BANNER_FIELDS]);
    const sent = form.get('BannerFile');
    expect(sent instanceof File && sent.type).toBe('image/png');
  });

  it('leaves a blank link out', () => {
    const form = buildCreateBannerFormData({
      positionId: 1,
      dateFrom: '2026-12-01',
      dateTo: '2026-12-01',
      link: '  ',
      file,
    });
    expect(form.has('Link')).toBe(false);
    expect(partsOf(form).map(([name]) => name)).toEqual([
      'BannerPositionId',
      'DateFrom',
      'DateTo',
      'BannerFile',
    ]);
  });
});
