import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { addProperty, deleteProperty, getProperties, type StoreProperty } from '../../api/properties';
import { defineHandler } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { recordIdOf } from '../../dataProvider/params';
import { expectTrueReply as expectTrue } from '../../dataProvider/saveReply';

/**
 * The `product-properties` resource (docs/contract/products.md "Properties"): getList
 * GetProperty (the whole store, by key), create / update AddProperty (without / with id), delete
 * DeleteProperty. A -1 refusal (a duplicate key) rejects with the server's message.
 */
export const PRODUCT_PROPERTIES_RESOURCE = 'product-properties';

/** What the page saves: a key and its comma-separated values. */
export interface PropertyInput {
  propertyKey: string;
  propertyValue: string;
}

const inputOf = (data: unknown): PropertyInput => {
  const { propertyKey, propertyValue } = (data ?? {}) as Partial<PropertyInput>;
  return { propertyKey: String(propertyKey ?? '').trim(), propertyValue: String(propertyValue ?? '').trim() };
};

export const productPropertiesHandler = defineHandler(({ storeId }: SellerScope) => ({
  getList: async (): Promise<GetListResult<StoreProperty>> => {
    const data = await getProperties(storeId);
    return { data, total: data.length };
  },
  create: async (params: CreateParams): Promise<CreateResult<StoreProperty>> => {
    const input = inputOf(params.data);
    expectTrue(await addProperty({ storeId, ...input }), 'AddProperty');
    return { data: { id: 0, ...input } };
  },
  update: async (params: UpdateParams): Promise<UpdateResult<StoreProperty>> => {
    const id = recordIdOf(params.id, PRODUCT_PROPERTIES_RESOURCE);
    const input = inputOf(params.data);
    expectTrue(await addProperty({ id, storeId, ...input }), 'AddProperty');
    return { data: { id, ...input } };
  },
  delete: async (params: DeleteParams): Promise<DeleteResult> => {
    const id = recordIdOf(params.id, PRODUCT_PROPERTIES_RESOURCE);
    expectTrue(await deleteProperty(id), 'DeleteProperty');
    return { data: (params.previousData as StoreProperty | undefined) ?? { id } };
  },
}));
