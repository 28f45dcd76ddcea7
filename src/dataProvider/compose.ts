import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/** The react-admin methods a resource may implement (the resource name is bound already). */
export interface StandardHandlers {
  getList: (params: GetListParams) => Promise<GetListResult>;
  getOne: (params: GetOneParams) => Promise<GetOneResult>;
  getMany: (params: GetManyParams) => Promise<GetManyResult>;
  getManyReference: (params: GetManyReferenceParams) => Promise<GetManyReferenceResult>;
  create: (params: CreateParams) => Promise<CreateResult>;
  update: (params: UpdateParams) => Promise<UpdateResult>;
  updateMany: (params: UpdateManyParams) => Promise<UpdateManyResult>;
  delete: (params: DeleteParams) => Promise<DeleteResult>;
  deleteMany: (params: DeleteManyParams) => Promise<DeleteManyResult>;
}

/**
 * A custom action of a resource (decline an order, prolong a payment, ...): called as
 * `dataProvider.<name>(resource, params)`, e.g. through `useDataProvider()` or `useMutation`.
 */
export type CustomAction = (params: never) => Promise<unknown>;

/** What one resource implements: any of the react-admin methods plus custom actions. */
export type ResourceHandler = Partial<StandardHandlers> & { [action: string]: CustomAction | undefined };

/** resource name -> its handler. */
export type ResourceHandlers = Record<string, ResourceHandler>;

export const STANDARD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const satisfies readonly (keyof StandardHandlers)[];

type StandardMethod = (typeof STANDARD_METHODS)[number];

/** Rejection of a call no handler serves; the message names the resource and the method. */
export class UnsupportedCallError extends Error {
  readonly resource: string;
  readonly method: string;

  constructor(resource: string, method: string, known: boolean) {
    super(
      known
        ? `dataProvider: resource "${resource}" does not implement "${method}"`
        : `dataProvider: unknown resource "${resource}" (method "${method}")`,
    );
    this.name = 'UnsupportedCallError';
    this.resource = resource;
    this.method = method;
  }
}

type AnyCall = (params: unknown) => Promise<unknown>;

function findHandler(handlers: ResourceHandlers, resource: string, method: string): AnyCall {
  const handler = Object.prototype.hasOwnProperty.call(handlers, resource) ? handlers[resource] : undefined;
  const call = handler && Object.prototype.hasOwnProperty.call(handler, method) ? handler[method] : undefined;
  if (typeof call !== 'function') throw new UnsupportedCallError(resource, method, handler !== undefined);
  return call as AnyCall;
}

function hasMethod(handlers: ResourceHandlers, resource: string, method: StandardMethod): boolean {
  const handler = Object.prototype.hasOwnProperty.call(handlers, resource) ? handlers[resource] : undefined;
  return typeof handler?.[method] === 'function';
}

/**
 * Combines resource handlers into one react-admin DataProvider (the pattern of react-admin's
 * examples: one object, one entry per resource). Each method looks up `handlers[resource][method]`;
 * an unknown resource or a method the resource lacks rejects with UnsupportedCallError.
 * Fallbacks: getMany through getOne, updateMany through update, deleteMany through delete.
 * Every custom action name found in the handlers becomes a method `(resource, params)`.
 */
export function composeDataProvider(handlers: ResourceHandlers): DataProvider {
  const dispatch = async (resource: string, method: string, params: unknown): Promise<unknown> =>
    findHandler(handlers, resource, method)(params);

  const provider: DataProvider = {
    getList: (resource, params) => dispatch(resource, 'getList', params) as Promise<GetListResult>,
    getOne: (resource, params) => dispatch(resource, 'getOne', params) as Promise<GetOneResult>,
    getMany: async (resource, params) => {
      if (hasMethod(handlers, resource, 'getMany') || !hasMethod(handlers, resource, 'getOne')) {
        return dispatch(resource, 'getMany', params) as Promise<GetManyResult>;
      }
      const records = await Promise.all(
        params.ids.map(
          async (id) =>
            ((await dispatch(resource, 'getOne', { id, meta: params.meta })) as GetOneResult).data,
        ),
      );
      return { data: records as RaRecord[] };
    },
    getManyReference: (resource, params) =>
      dispatch(resource, 'getManyReference', params) as Promise<GetManyReferenceResult>,
    create: (resource, params) => dispatch(resource, 'create', params) as Promise<CreateResult>,
    update: (resource, params) => dispatch(resource, 'update', params) as Promise<UpdateResult>,
    updateMany: async (resource, params) => {
      if (hasMethod(handlers, resource, 'updateMany') || !hasMethod(handlers, resource, 'update')) {
        return dispatch(resource, 'updateMany', params) as Promise<UpdateManyResult>;
      }
      for (const id of params.ids) {
        await dispatch(resource, 'update', { id, data: params.data, previousData: {}, meta: params.meta });
      }
      return { data: params.ids };
    },
    delete: (resource, params) => dispatch(resource, 'delete', params) as Promise<DeleteResult>,
    deleteMany: async (resource, params) => {
      if (hasMethod(handlers, resource, 'deleteMany') || !hasMethod(handlers, resource, 'delete')) {
        return dispatch(resource, 'deleteMany', params) as Promise<DeleteManyResult>;
      }
      for (const id of params.ids) await dispatch(resource, 'delete', { id, meta: params.meta });
      return { data: params.ids };
    },
  };

  const standard = new Set<string>(STANDARD_METHODS);
  for (const handler of Object.values(handlers)) {
    for (const name of Object.keys(handler)) {
      if (standard.has(name) || name in provider) continue;
      provider[name] = (resource: string, params: unknown) => dispatch(resource, name, params);
    }
  }
  return provider;
}
