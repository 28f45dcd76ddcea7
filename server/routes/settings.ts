import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SectionModels, SettingsSection } from '../../contract/index.js';
import { one } from '../db/query.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { accountInfo, requestDeletion } from '../services/settingsAccount.js';
import { moderationState, submitEdit } from '../services/settingsModeration.js';
import { storeSettings } from '../services/settingsStore.js';
import { storeCalendar } from '../services/workQueue.js';
import {
  validateAddresses,
  validateAgentBank,
  validateBaseBank,
  validateCompany,
  validateDirectorStaff,
  validateManagement,
  type Validated,
  type ValidationContext,
} from '../services/settingsValidate.js';
import {
  editBodySchema,
  managementBodySchema,
  type EditRequestBody,
  type ManagementRequestBody,
} from './settingsSchemas.js';
import { userIdQuery } from './user.js';

/** Settings under `/seller/api/SellerSettings/...` (docs/contract/settings.md); multipart in settingsUploads.ts. */

type JsonSection = Exclude<SettingsSection, 'documents' | 'store' | 'management'>;

interface JsonEdit<S extends JsonSection> {
  path: string;
  section: S;
  validate: (value: unknown, context: ValidationContext) => Validated<SectionModels[S]>;
}

const jsonEdit = <S extends JsonSection>(edit: JsonEdit<S>) => edit;

const JSON_EDITS = [
  jsonEdit({ path: 'InsertAddressTransaction', section: 'address', validate: validateAddresses }),
  jsonEdit({ path: 'InsertDirectoryStaffTransaction', section: 'staff', validate: validateDirectorStaff }),
  jsonEdit({ path: 'InsertCompanyRequisitesTransaction', section: 'company', validate: validateCompany }),
  jsonEdit({ path: 'InsertBasebankRequisitesTransaction', section: 'baseBank', validate: validateBaseBank }),
  jsonEdit({
    path: 'InsertAgentbankRequisitesTransaction',
    section: 'agentBank',
    validate: validateAgentBank,
  }),
];

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  /** Ids the edited lists may keep, the user's country and the known countries. */
  const validationContext = (request: FastifyRequest, section: SettingsSection): ValidationContext => {
    const { userId } = sellerOf(request);
    const table = section === 'address' ? 'requisite_addresses' : 'requisite_staff';
    const ids = ctx.db
      .prepare(`SELECT t.id FROM ${table} t JOIN requisites r ON r.id = t.requisite_id WHERE r.user_id = ?`)
      .pluck()
      .all(userId) as number[];
    const country = one<{ country_id: number | null }>(
      ctx.db,
      'SELECT country_id FROM users WHERE id = ?',
      userId,
    );
    return {
      userId,
      russian: (country?.country_id ?? 1) === 1,
      knownIds: new Set(ids),
      isKnownCountry: (id) => one(ctx.db, 'SELECT 1 AS found FROM countries WHERE id = ?', id) !== undefined,
    };
  };

  const submit = <S extends SettingsSection>(
    request: FastifyRequest,
    section: S,
    model: SectionModels[S],
  ): Envelope<unknown> => submitEdit(ctx.db, ctx.now(), sellerOf(request).userId, section, model);

  const registerJsonEdit = <S extends JsonSection>(edit: JsonEdit<S>): void => {
    app.post<{ Body: EditRequestBody }>(
      `/SellerSettings/${edit.path}`,
      { ...guard, schema: { body: editBodySchema } },
      async (request) => {
        const { userId } = sellerOf(request);
        if (request.body.newModel.userId !== userId) return notYours('userId');
        const checked = edit.validate(request.body.newModel, validationContext(request, edit.section));
        if (!checked.ok) return fail(ApiStatus.invalid, checked.message);
        return submit(request, edit.section, checked.model);
      },
    );
  };
  for (const edit of JSON_EDITS) registerJsonEdit(edit);

  app.post<{ Body: ManagementRequestBody }>(
    '/SellerSettings/InsertRequisiteManagementTransaction',
    { ...guard, schema: { body: managementBodySchema } },
    async (request) => {
      if (request.body.userId !== sellerOf(request).userId) return notYours('userId');
      const checked = validateManagement(request.body.newModel, validationContext(request, 'management'));
      if (!checked.ok) return fail(ApiStatus.invalid, checked.message);
      return submit(request, 'management', checked.model);
    },
  );

  app.get('/SellerSettings/GetModerationState', guard, async (request) =>
    ok(moderationState(ctx.db, sellerOf(request).userId)),
  );

  app.get('/SellerSettings/GetAccountInfo', guard, async (request) => {
    const info = accountInfo(ctx.db, sellerOf(request).userId);
    return info ? ok(info) : fail(ApiStatus.unauthorized, 'User not found');
  });

  app.post<{ Querystring: { userId: number } }>(
    '/SellerSettings/GetStoreByUserId',
    { ...guard, schema: { querystring: userIdQuery } },
    async (request) => {
      const { userId } = sellerOf(request);
      if (request.query.userId !== userId) return notYours('userId');
      const store = storeSettings(ctx.db, userId);
      if (!store) return fail(ApiStatus.invalid, 'Магазин не найден');
      // The holidays are ours (docs/contract/work-queue.md "Store holidays"), outside moderation.
      return ok({ ...store, holidays: storeCalendar(ctx.db, sellerOf(request).sellerId).holidays });
    },
  );

  app.post<{ Querystring: { userId: number } }>(
    '/SellerSettings/DeleteAccount',
    { ...guard, schema: { querystring: userIdQuery } },
    async (request) => {
      const { userId } = sellerOf(request);
      if (request.query.userId !== userId) return notYours('userId');
      return requestDeletion(ctx.db, ctx.now(), userId);
    },
  );
}
