import type { FastifyInstance } from 'fastify';
import { decideEdit, type EditStatus } from '../../../server/services/settingsModeration.js';
import {
  EDIT_DECIDED,
  EDIT_NOT_FOUND,
  REASON_MAX,
  SETTINGS_SECTIONS,
} from '../../../server/services/settingsRules.js';
import { decisionRoute } from '../../server/decision.js';
import {
  conflict,
  integerFilter,
  listRoute,
  notFound,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/**
 * The moderation queue of seller data edits (docs/contract/settings.md "Moderation"): every edit
 * with its old and new model; PUT approves (the new model is applied) or rejects with a reason.
 */

const EDIT_STATUSES: readonly EditStatus[] = ['pending', 'approved', 'rejected'];

interface EditRowView {
  id: number;
  userId: number;
  sellerId: number;
  storeName: string;
  email: string;
  section: string;
  status: EditStatus;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  adminId: number | null;
  oldModel: string;
  newModel: string;
}

export interface ModerationRecord extends Omit<EditRowView, 'oldModel' | 'newModel'> {
  oldModel: unknown;
  newModel: unknown;
  /** Top-level fields whose value differs between the two models. */
  changedFields: string[];
}

/** Keys of either model whose JSON differs (a list model compares item by item as `[i]`). */
export function changedFields(oldModel: unknown, newModel: unknown): string[] {
  const entries = (model: unknown): Record<string, unknown> =>
    Array.isArray(model)
      ? Object.fromEntries(model.map((item, i) => [`[${i}]`, item]))
      : typeof model === 'object' && model !== null
        ? (model as Record<string, unknown>)
        : {};
  const before = entries(oldModel);
  const after = entries(newModel);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export const MODERATION: ListSpec<EditRowView, ModerationRecord> = {
  resource: 'moderation',
  columns: `e.id AS id, e.user_id AS userId, s.id AS sellerId, st.store_name AS storeName, u.email AS email,
    e.section AS section, e.status AS status, e.reason AS reason, e.submitted_at AS submittedAt,
    e.decided_at AS decidedAt, e.admin_id AS adminId, e.old_model AS oldModel, e.new_model AS newModel`,
  from: `settings_edits e JOIN users u ON u.id = e.user_id JOIN sellers s ON s.user_id = e.user_id
    JOIN stores st ON st.seller_id = s.id`,
  id: 'e.id',
  sort: { id: 'e.id', submittedAt: 'e.submitted_at', decidedAt: 'e.decided_at', section: 'e.section' },
  filters: {
    section: oneOfFilter('e.section', SETTINGS_SECTIONS),
    status: oneOfFilter('e.status', EDIT_STATUSES),
    sellerId: integerFilter('s.id'),
  },
  search: ['st.store_name', 'u.email'],
  toRecord: (row) => {
    const oldModel = JSON.parse(row.oldModel) as unknown;
    const newModel = JSON.parse(row.newModel) as unknown;
    return { ...row, oldModel, newModel, changedFields: changedFields(oldModel, newModel) };
  },
};

export async function moderationRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, MODERATION);
  oneRoute(app, MODERATION);
  decisionRoute(app, {
    spec: MODERATION,
    reasonMax: REASON_MAX,
    reasonRequired: "Field 'reason' is required to reject an edit",
    recordNotFound: EDIT_NOT_FOUND,
    decide: (id, decision, adminId) => {
      const result = decideEdit(ctx.db, ctx.now(), id, decision, adminId);
      if (result === 'notFound') throw notFound(EDIT_NOT_FOUND);
      if (result === 'decided') throw conflict(EDIT_DECIDED);
    },
  });
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET', 'PUT'] });
}
