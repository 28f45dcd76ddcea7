import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import {
  addTemplate,
  changeTemplateStatus,
  editTemplate,
  getAllTemplates,
  getTemplateById,
  removeTemplateById,
  TEMPLATES_PAGE_SIZE,
  type ChangeTemplateStatusBody,
  type DeliveryTemplate,
  type TemplateBody,
  type TemplateListBody,
  type TemplateListItem,
} from '../../api/deliveryTemplates';
import { pagination, toListPage } from '../../api/list';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { deletedRecord, filterOf, recordIdOf, scalar } from '../../dataProvider/params';
import { expectTrueReply as expectTrue } from '../../dataProvider/saveReply';

/**
 * The `delivery-templates` resource (docs/contract/delivery.md "Client"): getList GetAllTemplates
 * (filter `templateName`, 10 a page), getOne GetTemplateById, create AddTemplate, update
 * EditTemplate, delete RemoveTemplateById and the custom `changeStatus` (ChangeTemplateStatus).
 */
export const DELIVERY_TEMPLATES_RESOURCE = 'delivery-templates';

/** getList's `meta`: `lookup` reads the templates for a select, a failure only rejects (no error page). */
export interface TemplateListMeta {
  lookup?: boolean;
}

export type DeliveryTemplatesDataProvider = ResourceDataProvider<typeof deliveryTemplatesHandler>;

/** The body of GetAllTemplates for react-admin's list params. */
export function templateListBody(params: Partial<GetListParams>, storeId: number): TemplateListBody {
  const name = scalar(filterOf(params).templateName);
  const templateName = name === undefined ? '' : String(name).trim();
  return {
    storeId,
    templateName: templateName === '' ? null : templateName,
    pagination: pagination(params.pagination?.page, params.pagination?.perPage, TEMPLATES_PAGE_SIZE),
  };
}

const bodyOf = (data: unknown, storeId: number): TemplateBody => ({ ...(data as TemplateBody), storeId });

export const deliveryTemplatesHandler = defineHandler(({ storeId }: SellerScope) => ({
  getList: async (params: GetListParams): Promise<GetListResult<TemplateListItem>> => {
    const body = templateListBody(params, storeId);
    const lookup = (params.meta as TemplateListMeta | undefined)?.lookup === true;
    return toListPage(await getAllTemplates(body, lookup ? 'silent' : 'error-page'), body.pagination);
  },
  getOne: async (params: GetOneParams): Promise<GetOneResult<DeliveryTemplate>> => ({
    data: await getTemplateById(recordIdOf(params.id, DELIVERY_TEMPLATES_RESOURCE)),
  }),
  create: async (params: CreateParams): Promise<CreateResult> => {
    const { id: _ignored, ...body } = bodyOf(params.data, storeId);
    expectTrue(await addTemplate(body), 'AddTemplate');
    return { data: { ...body, id: 0 } };
  },
  update: async (params: UpdateParams): Promise<UpdateResult> => {
    const body = { ...bodyOf(params.data, storeId), id: recordIdOf(params.id, DELIVERY_TEMPLATES_RESOURCE) };
    expectTrue(await editTemplate(body), 'EditTemplate');
    return { data: body };
  },
  delete: async (params: DeleteParams): Promise<DeleteResult> => {
    const templateId = recordIdOf(params.id, DELIVERY_TEMPLATES_RESOURCE);
    expectTrue(await removeTemplateById(templateId), 'RemoveTemplateById');
    return deletedRecord(params.previousData, templateId);
  },
  changeStatus: async (params: ChangeTemplateStatusBody) => {
    const body = {
      templateId: recordIdOf(params.templateId, DELIVERY_TEMPLATES_RESOURCE),
      isActive: params.isActive === true,
    };
    expectTrue(await changeTemplateStatus(body), 'ChangeTemplateStatus');
    return body;
  },
}));
