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
import type { SellerScope } from './scope';

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

/**
 * Declares a resource's handler, built once per signed-in seller. It keeps the handler's own
 * type (not widened to ResourceHandler), so `ResourceDataProvider` can derive its actions.
 */
export const defineHandler = <Handler extends ResourceHandler>(
  build: (scope: SellerScope) => Handler,
): ((scope: SellerScope) => Handler) => build;

type HandlerBuilder = (scope: SellerScope) => ResourceHandler;
type ActionNames<Handler> = Exclude<keyof Handler, keyof StandardHandlers> & string;
type ActionCall<Action> = Action extends () => Promise<infer Result>
  ? (resource: string) => Promise<Result>
  : Action extends (params: infer Params) => Promise<infer Result>
    ? (resource: string, params: Params) => Promise<Result>
    : never;

/** The custom actions of a handler as dataProvider methods: `declineOrder(resource, params)`. */
export type ActionsOf<Build extends HandlerBuilder> = {
  [Name in ActionNames<ReturnType<Build>>]-?: ActionCall<NonNullable<ReturnType<Build>[Name]>>;
};

/**
 * What a screen of one resource gets from `useDataProvider<...>()`: react-admin's methods and the
 * actions its handler really has, derived from the handler. Without react-admin's catch-all index
 * signature, so a misspelt or renamed action is a type error where it is called.
 */
export type ResourceDataProvider<Build extends HandlerBuilder> = Pick<DataProvider, keyof StandardHandlers> &
  ActionsOf<Build>;

/**
 * A ResourceDataProvider whose listed actions keep types written out, for what a derivation loses
 * (a generic action). Each written action must be one of the handler's, so a rename still breaks.
 */
export type ResourceDataProviderWith<
  Build extends HandlerBuilder,
  Written extends { [Name in keyof Written]: Name extends keyof ActionsOf<Build> ? unknown : never },
> = Pick<DataProvider, keyof StandardHandlers> & Written & ActionsOf<Build>;

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
