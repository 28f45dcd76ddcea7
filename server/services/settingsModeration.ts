import type {
  ModerationState,
  SectionModeration,
  SectionModels,
  SettingsSection,
  SubmittedEdit,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { iso } from '../lib/time.js';
import {
  DOCUMENTS_WAITING,
  EDIT_WAITING,
  NEEDS_REQUISITE,
  NO_CHANGES,
  REQUISITE_FIRST,
  SECTION_PAGES,
  SETTINGS_SECTIONS,
  SettingsStatus,
} from './settingsRules.js';
import { notify, publishTo, type Notice } from './notify.js';
import { SECTION_RULES } from './settingsSections.js';

/** The moderation queue of seller data edits (docs/contract/settings.md "Moderation"). */

export type EditStatus = 'pending' | 'approved' | 'rejected';

export interface EditRow {
  id: number;
  user_id: number;
  section: SettingsSection;
  old_model: string;
  new_model: string;
  status: EditStatus;
  reason: string | null;
  submitted_at: string;
  decided_at: string | null;
}

const parse = <M>(json: string): M => JSON.parse(json) as M;

/** JSON with object keys sorted: two models compare equal whatever order their keys were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export const pendingEditOf = (db: Db, userId: number, section: SettingsSection): EditRow | undefined =>
  one<EditRow>(
    db,
    "SELECT * FROM settings_edits WHERE user_id = ? AND section = ? AND status = 'pending'",
    userId,
    section,
  );

export const waitingReply = (section: SettingsSection): Envelope<never> =>
  fail(SettingsStatus.editWaiting, section === 'documents' ? DOCUMENTS_WAITING : EDIT_WAITING);

/** The refusal before an edit is even read (files included): one of the section already waits. */
export function checkNotWaiting(db: Db, userId: number, section: SettingsSection): Envelope<never> | null {
  return pendingEditOf(db, userId, section) ? waitingReply(section) : null;
}

/** Stores a checked new model as a pending edit with the applied data as its old model. */
export function submitEdit<S extends SettingsSection>(
  db: Db,
  now: number,
  userId: number,
  section: S,
  model: SectionModels[S],
): Envelope<SubmittedEdit> {
  return db.transaction((): Envelope<SubmittedEdit> => {
    const waiting = checkNotWaiting(db, userId, section);
    if (waiting) return waiting;
    const rule = SECTION_RULES[section];
    const current = rule.read(db, userId);
    if (current === null && NEEDS_REQUISITE.has(section)) return fail(ApiStatus.invalid, REQUISITE_FIRST);
    if (current !== null && canonical(current) === canonical(model)) {
      return fail(ApiStatus.invalid, NO_CHANGES);
    }
    const submittedAt = iso(now);
    const id = Number(
      run(
        db,
        `INSERT INTO settings_edits (user_id, section, old_model, new_model, submitted_at)
         VALUES (?, ?, ?, ?, ?)`,
        userId,
        section,
        JSON.stringify(current),
        JSON.stringify(model),
        submittedAt,
      ).lastInsertRowid,
    );
    return ok({ id, section, submittedAt });
  })();
}

function sectionModeration<M>(rows: readonly EditRow[]): SectionModeration<M> {
  const pending = rows.find((r) => r.status === 'pending');
  // Rows are newest first: the latest decided one counts only when nothing was sent after it.
  const latest = rows[0];
  const rejected = latest && latest.status === 'rejected' ? latest : undefined;
  return {
    pending: pending
      ? {
          id: pending.id,
          submittedAt: pending.submitted_at,
          oldModel: parse<M>(pending.old_model),
          newModel: parse<M>(pending.new_model),
        }
      : null,
    lastRejection: rejected
      ? {
          id: rejected.id,
          submittedAt: rejected.submitted_at,
          decidedAt: rejected.decided_at ?? rejected.submitted_at,
          reason: rejected.reason ?? '',
          newModel: parse<M>(rejected.new_model),
        }
      : null,
  };
}

export function moderationState(db: Db, userId: number): ModerationState {
  const rows = all<EditRow>(db, 'SELECT * FROM settings_edits WHERE user_id = ? ORDER BY id DESC', userId);
  const bySection = (section: SettingsSection) => rows.filter((r) => r.section === section);
  return Object.fromEntries(
    SETTINGS_SECTIONS.map((section) => [section, sectionModeration(bySection(section))]),
  ) as ModerationState;
}

export type Decision = { approve: true } | { approve: false; reason: string };
export type DecisionResult = 'done' | 'notFound' | 'decided';

/** What the seller is told of a decision: kind `admin`, so it cannot be switched off. */
function decisionNotice(section: SettingsSection, decision: Decision): Notice {
  const page = SECTION_PAGES[section];
  const outcome = decision.approve ? 'одобрены' : `отклонены: ${decision.reason}`;
  return {
    kind: 'admin',
    title: 'Проверка данных',
    text: `Изменения в разделе «${page.name}» ${outcome}`,
    link: page.path,
  };
}

/**
 * The administrator's decision: approval applies the new model in the same transaction. The
 * seller gets `ModerationDecided` and a notification.
 */
export function decideEdit(
  db: Db,
  now: number,
  editId: number,
  decision: Decision,
  adminId: number,
): DecisionResult {
  return db.transaction((): DecisionResult => {
    const edit = one<EditRow>(db, 'SELECT * FROM settings_edits WHERE id = ?', editId);
    if (!edit) return 'notFound';
    if (edit.status !== 'pending') return 'decided';
    if (decision.approve) applyEdit(db, edit);
    const at = iso(now);
    const reason = decision.approve ? null : decision.reason;
    run(
      db,
      'UPDATE settings_edits SET status = ?, reason = ?, decided_at = ?, admin_id = ? WHERE id = ?',
      decision.approve ? 'approved' : 'rejected',
      reason,
      at,
      adminId,
      editId,
    );
    publishTo(db, edit.user_id, 'ModerationDecided', {
      section: edit.section,
      approved: decision.approve,
      reason,
    });
    notify(db, edit.user_id, decisionNotice(edit.section, decision), at);
    return 'done';
  })();
}

function applyEdit(db: Db, edit: EditRow): void {
  const apply = SECTION_RULES[edit.section].apply as (db: Db, userId: number, model: unknown) => void;
  apply(db, edit.user_id, parse<unknown>(edit.new_model));
}
