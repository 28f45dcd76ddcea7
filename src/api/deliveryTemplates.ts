import { unchecked } from './decode';
import type {
  ChangeTemplateStatusBody,
  DeliveryTemplate,
  TemplateBody,
  TemplateDirection,
  TemplateListBody,
  TemplateListItem,
  TemplateListReply,
} from '../../contract';
import { request, type FailureMode } from './http';
import { ACTION_OPTIONS } from './orders';

/** The wire shapes of this module (contract/delivery.ts). */
export type {
  ChangeTemplateStatusBody,
  DeliveryTemplate,
  TemplateBody,
  TemplateDirection,
  TemplateListBody,
  TemplateListItem,
  TemplateListReply,
};

/**
 * Delivery templates (docs/contract/delivery.md "Templates"). The saving calls `handle` status
 * -1 like the product saves (ACTION_OPTIONS): they reject with the server's message and the page
 * stays; every other failure follows the error catalogue of src/api/http.ts.
 */

/** Spec section 9: the template list shows 10 rows a page. */
export const TEMPLATES_PAGE_SIZE = 10;

/** `silent`: a failure only rejects (a lookup, e.g. the product form's template select). */
export const getAllTemplates = (
  body: TemplateListBody,
  onFailure: FailureMode = 'error-page',
): Promise<TemplateListReply> => request('Product/GetAllTemplates', unchecked<TemplateListReply>(), { body, onFailure });

export const getTemplateById = (templateId: number): Promise<DeliveryTemplate> =>
  request('Product/GetTemplateById', unchecked<DeliveryTemplate>(), { method: 'GET', query: { templateId } });

/** Resolves the reply's `data` (true on success); -1 rejects with the server's message. */
export const addTemplate = (body: TemplateBody): Promise<unknown> =>
  request('Product/AddTemplate', unchecked<unknown>(), { body, ...ACTION_OPTIONS });

/** Resolves the reply's `data` (true on success); -1 rejects with the server's message. */
export const editTemplate = (body: TemplateBody): Promise<unknown> =>
  request('Product/EditTemplate', unchecked<unknown>(), { body, ...ACTION_OPTIONS });

export const changeTemplateStatus = (body: ChangeTemplateStatusBody): Promise<unknown> =>
  request('Product/ChangeTemplateStatus', unchecked<unknown>(), { body, ...ACTION_OPTIONS });

export const removeTemplateById = (templateId: number): Promise<unknown> =>
  request('Product/RemoveTemplateById', unchecked<unknown>(), { query: { templateId }, ...ACTION_OPTIONS });
