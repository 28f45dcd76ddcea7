import { decoder } from './decode';
import type { ChangeTemplateStatusBody, TemplateBody, TemplateListBody } from '../../contract';
import {
  deliveryTemplateSchema,
  templateListReplySchema,
  type DeliveryTemplate,
  type TemplateDirection,
  type TemplateListItem,
  type TemplateListReply,
} from './deliveryDecoders';
import { request, type FailureMode } from './http';
import { ACTION_OPTIONS } from './orders';
import { savedSchema } from './productsDecoders';

/** The wire shapes of the bodies (contract/delivery.ts) and the decoded replies (deliveryDecoders.ts). */
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

const decodeSaved = decoder(savedSchema);

/** `silent`: a failure only rejects (a lookup, e.g. the product form's template select). */
export const getAllTemplates = (
  body: TemplateListBody,
  onFailure: FailureMode = 'error-page',
): Promise<TemplateListReply> =>
  request('Product/GetAllTemplates', decoder(templateListReplySchema), { body, onFailure });

/** A template without an id in its reply keeps the one asked for. */
export const getTemplateById = async (templateId: number): Promise<DeliveryTemplate> => {
  const template = await request('Product/GetTemplateById', decoder(deliveryTemplateSchema), {
    method: 'GET',
    query: { templateId },
  });
  return { ...template, id: template.id ?? templateId };
};

/** Whether the reply's `data` is true; -1 rejects with the server's message. */
export const addTemplate = (body: TemplateBody): Promise<boolean> =>
  request('Product/AddTemplate', decodeSaved, { body, ...ACTION_OPTIONS });

/** Whether the reply's `data` is true; -1 rejects with the server's message. */
export const editTemplate = (body: TemplateBody): Promise<boolean> =>
  request('Product/EditTemplate', decodeSaved, { body, ...ACTION_OPTIONS });

export const changeTemplateStatus = (body: ChangeTemplateStatusBody): Promise<boolean> =>
  request('Product/ChangeTemplateStatus', decodeSaved, { body, ...ACTION_OPTIONS });

export const removeTemplateById = (templateId: number): Promise<boolean> =>
  request('Product/RemoveTemplateById', decodeSaved, { query: { templateId }, ...ACTION_OPTIONS });
