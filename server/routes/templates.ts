import type { FastifyInstance } from 'fastify';
import type { AcceptedBody, ChangeTemplateStatusBody, TemplateListBody } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import { pageWindow, textOrNull } from '../services/ordersCommon.js';
import { isOwnStore, storeNotFound } from '../services/productsCommon.js';
import type { TemplateBodyIn } from '../services/templatesInput.js';
import { listTemplates, templateDetail } from '../services/templatesRead.js';
import {
  changeTemplateStatus,
  removeTemplate,
  saveTemplate,
  templateNotFound,
} from '../services/templatesWrite.js';
import { query } from './orderFilters.js';
import {
  editTemplateSchema,
  templateBodySchema,
  templateListSchema,
  templateStatusSchema,
} from './templateSchemas.js';

/** Delivery templates under `/seller/api/Product/...` (docs/contract/delivery.md "Templates"). */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };
  const byTemplateId = { ...guard, schema: { querystring: query({ templateId: schemas.queryId }) } };

  app.post<{ Body: AcceptedBody<TemplateListBody> }>(
    '/Product/GetAllTemplates',
    { ...guard, schema: { body: templateListSchema } },
    async (request) => {
      const { storeId } = sellerOf(request);
      const b = request.body;
      if (!isOwnStore(b.storeId, storeId)) return storeNotFound();
      const search = textOrNull(b.templateName)?.toLowerCase() ?? null;
      return ok(listTemplates(ctx.db, storeId, search, pageWindow(b.pagination)));
    },
  );

  app.get<{ Querystring: { templateId: number } }>(
    '/Product/GetTemplateById',
    byTemplateId,
    async (request) => {
      const detail = templateDetail(ctx.db, sellerOf(request).storeId, request.query.templateId);
      return detail ? ok(detail) : templateNotFound();
    },
  );

  const save = (body: TemplateBodyIn, storeId: number, templateId: number | null) =>
    isOwnStore(body.storeId, storeId)
      ? saveTemplate({ db: ctx.db, now: ctx.now(), storeId }, body, templateId)
      : storeNotFound();

  app.post<{ Body: TemplateBodyIn }>(
    '/Product/AddTemplate',
    { ...guard, schema: { body: templateBodySchema } },
    async (request) => save(request.body, sellerOf(request).storeId, null),
  );

  app.post<{ Body: TemplateBodyIn & { id: number } }>(
    '/Product/EditTemplate',
    { ...guard, schema: { body: editTemplateSchema } },
    async (request) => save(request.body, sellerOf(request).storeId, request.body.id),
  );

  app.post<{ Body: ChangeTemplateStatusBody }>(
    '/Product/ChangeTemplateStatus',
    { ...guard, schema: { body: templateStatusSchema } },
    async (request) =>
      changeTemplateStatus(ctx.db, sellerOf(request).storeId, request.body.templateId, request.body.isActive),
  );

  app.post<{ Querystring: { templateId: number } }>(
    '/Product/RemoveTemplateById',
    byTemplateId,
    async (request) => removeTemplate(ctx.db, sellerOf(request).storeId, request.query.templateId),
  );
}
