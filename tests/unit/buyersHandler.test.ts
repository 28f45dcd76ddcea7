import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyerListItem } from '../../contract';

const getBuyersByFilter = vi.fn();
vi.mock('../../src/api/buyers', () => ({ getBuyersByFilter }));

const { buyersHandler } = await import('../../src/resources/buyers/handler');

const scope = { sellerId: 7, userId: 12, storeId: 3 };
const buyer = (id: number): BuyerListItem => ({
  id,
  buyerName: `Покупатель ${id}`,
  userTypeId: 7,
  countryId: 1,
  ordersCount: 1,
  spentAmount: 10,
  lastOrderDate: '2026-11-16T07:05:35.743Z',
});

afterEach(() => getBuyersByFilter.mockReset());

describe('buyers handler', () => {
  it('getList: the seller from the scope, every key of the body, page size 10 by default', async () => {
    getBuyersByFilter.mockResolvedValue({ results: [buyer(1)], pageCount: 3, rowCount: 25 });
    const handler = buyersHandler(scope);
    const result = await handler.getList!({
      filter: { q: '  Мор ', orderTypeId: 2, country: '', lastOrderDate: '2026-11-01' },
      pagination: { page: 2, perPage: 0 },
      sort: { field: 'buyerName', order: 'ASC' },
    });
    expect(getBuyersByFilter).toHaveBeenCalledWith(
      {
        country: -1,
        userTypeId: -1,
        orderTypeId: 2,
        lastOrderDate: '2026-11-01',
        ordersCount: null,
        spentAmount: null,
        pagination: { page: 2, pageSize: 10 },
        sellerId: 7,
        searchValue: 'Мор',
        buyerIds: null,
      },
      'error-page',
    );
    expect(result).toEqual({ data: [buyer(1)], total: 25, meta: { pageCount: 3 } });
  });

  it('getMany: one call by ids (of either market), only the buyers asked for, silent when asked', async () => {
    getBuyersByFilter.mockResolvedValue({ results: [buyer(18), buyer(5)], pageCount: 1, rowCount: 2 });
    const handler = buyersHandler(scope);
    const result = await handler.getMany!({ ids: ['18', 18, 20], meta: { onFailure: 'silent' } });
    expect(getBuyersByFilter).toHaveBeenCalledWith(
      expect.objectContaining({
        orderTypeId: null,
        searchValue: null,
        buyerIds: [18, 20],
        pagination: { page: 1, pageSize: 2 },
        sellerId: 7,
      }),
      'silent',
    );
    expect(result.data).toEqual([buyer(18)]);
    expect(await handler.getMany!({ ids: [] })).toEqual({ data: [] });
    expect(getBuyersByFilter).toHaveBeenCalledTimes(1);
  });
});
