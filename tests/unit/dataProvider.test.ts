import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { composeDataProvider, UnsupportedCallError, type ResourceHandlers } from '../../src/dataProvider';

const listParams: GetListParams = {
  pagination: { page: 2, perPage: 12 },
  sort: { field: 'id', order: 'DESC' },
  filter: { statusId: 3 },
};

function fakeHandlers() {
  const getList = vi.fn(async (params: GetListParams) => ({
    data: [{ id: 1, page: params.pagination?.page }],
    total: 25,
    meta: { pageCount: 3 },
  }));
  const getOne = vi.fn(async ({ id }: { id: unknown }) => ({
    data: { id: Number(id), name: `order ${String(id)}` },
  }));
  const decline = vi.fn(async (params: { id: number; reason: string }) => ({
    declined: params.id,
    reason: params.reason,
  }));
  const handlers: ResourceHandlers = { orders: { getList, getOne, decline } };
  return { handlers, getList, getOne, decline };
}

describe('composeDataProvider', () => {
  it('dispatches a standard method to the resource handler with the params untouched', async () => {
    const { handlers, getList } = fakeHandlers();
    const provider = composeDataProvider(handlers);
    const result = await provider.getList('orders', listParams);
    expect(getList).toHaveBeenCalledWith(listParams);
    expect(result).toEqual({ data: [{ id: 1, page: 2 }], total: 25, meta: { pageCount: 3 } });
  });

  it('exposes custom actions as dataProvider.<action>(resource, params)', async () => {
    const { handlers, decline } = fakeHandlers();
    const provider = composeDataProvider(handlers);
    await expect(provider.decline('orders', { id: 7, reason: 'нет товара' })).resolves.toEqual({
      declined: 7,
      reason: 'нет товара',
    });
    expect(decline).toHaveBeenCalledWith({ id: 7, reason: 'нет товара' });
  });

  it('builds getMany from getOne when the resource has no getMany', async () => {
    const { handlers, getOne } = fakeHandlers();
    const provider = composeDataProvider(handlers);
    const result = await provider.getMany('orders', { ids: [4, 5] });
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(result.data).toEqual([
      { id: 4, name: 'order 4' },
      { id: 5, name: 'order 5' },
    ]);
  });

  it('rejects an unknown resource with a clear error', async () => {
    const provider = composeDataProvider(fakeHandlers().handlers);
    const call = provider.getList('products', listParams);
    await expect(call).rejects.toBeInstanceOf(UnsupportedCallError);
    await expect(provider.getList('products', listParams)).rejects.toThrow(
      'dataProvider: unknown resource "products" (method "getList")',
    );
  });

  it('rejects a method the resource does not implement', async () => {
    const provider = composeDataProvider(fakeHandlers().handlers);
    await expect(provider.delete('orders', { id: 1 })).rejects.toThrow(
      'dataProvider: resource "orders" does not implement "delete"',
    );
    await expect(provider.decline('buyers', {})).rejects.toThrow('unknown resource "buyers"');
  });

  it('does not treat inherited object keys as resources', async () => {
    const provider = composeDataProvider({});
    await expect(provider.getOne('toString', { id: 1 })).rejects.toThrow('unknown resource "toString"');
  });
});
