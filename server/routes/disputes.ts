import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { readMultipart, type Checked } from '../lib/multipart.js';
import {
  DOCUMENT_KINDS,
  FormFields,
  IMAGE_KINDS,
  removeFiles,
  withStoredFiles,
  type MultipartForm,
} from '../lib/uploads.js';
import {
  checkTransition,
  runTransition,
  type TransitionInput,
  type TransitionRefusal,
  type TransitionResult,
} from '../services/disputesActions.js';
import { listDisputes } from '../services/disputesList.js';
import { addDisputeComment, checkCommentable, disputeMessages } from '../services/disputesMessages.js';
import {
  CHANGED_REASONS,
  DECLINE_PURPOSE_MAX,
  DISPUTE_ACTION_NOT_ALLOWED,
  DISPUTE_CHANGED,
  DISPUTE_CLOSED,
  DISPUTE_NOT_FOUND,
  MESSAGE_IMAGES_MAX,
  MESSAGE_MAX,
  ORDER_STATUS_CHANGED,
} from '../services/disputesRules.js';
import { invalid, pageWindow } from '../services/ordersCommon.js';
import { disputeFilterSchema, disputeIdQuery, orderNumberOf, type DisputeFilter } from './disputeSchemas.js';
import { listFilter } from './orderFilters.js';

/** Disputes and returns under `/seller/api/Dispute/...` (docs/contract/disputes.md "Disputes"). */

const disputeNotFound = (): Envelope<never> => fail(ApiStatus.invalid, DISPUTE_NOT_FOUND);

/** A refused action: unknown -> -1; the dispute's or the order's state -> -20 with the reason. */
function refusalReply(refusal: TransitionRefusal): Envelope<never> {
  switch (refusal.kind) {
    case 'notFound':
      return disputeNotFound();
    case 'notAllowed':
      return fail(DISPUTE_CHANGED, CHANGED_REASONS[refusal.statusId] ?? DISPUTE_ACTION_NOT_ALLOWED);
    case 'orderChanged':
      return fail(DISPUTE_CHANGED, ORDER_STATUS_CHANGED);
  }
}

const transitionReply = (result: TransitionResult): Envelope<true> =>
  result.ok ? ok(true) : refusalReply(result.refusal);

export async function disputeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: DisputeFilter }>(
    '/Dispute/GetDisputesByFilter',
    { ...guard, schema: { body: disputeFilterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'dateFrom', b.dateFrom, 'dateTo', b.dateTo);
      if (!filter.ok) return filter.reply;
      return ok(
        listDisputes(ctx.db, ctx.now(), {
          sellerId: filter.sellerId,
          isRetail: b.isRetail,
          statusId: b.statusId || null,
          orderNumber: orderNumberOf(b.orderNumber),
          range: filter.range,
          window: pageWindow(b.pagination),
        }),
      );
    },
  );

  app.post<{ Querystring: { disputeId: number } }>(
    '/Dispute/AcceptDisputeReturn',
    { ...guard, schema: { querystring: disputeIdQuery } },
    async (request) => {
      const scope = { sellerId: sellerOf(request).sellerId };
      const result = runTransition(ctx.db, ctx.now(), scope, request.query.disputeId, {
        action: 'acceptReturn',
      });
      return transitionReply(result);
    },
  );

  app.post<{ Querystring: { disputeId: number } }>(
    '/Dispute/GetDisputeMessages',
    { ...guard, schema: { querystring: disputeIdQuery } },
    async (request) => {
      const scope = { sellerId: sellerOf(request).sellerId };
      const messages = disputeMessages(ctx.db, ctx.now(), scope, request.query.disputeId);
      return messages ? ok(messages) : disputeNotFound();
    },
  );
}

// Multipart -------------------------------------------------------------------------------------

interface DeclineForm {
  disputeId: number;
  input: TransitionInput;
}

/** The DeclineDispute form and the dispute's state, checked before any file is read. */
function checkDecline(db: Db, now: number, sellerId: number, parts: MultipartForm): Checked<DeclineForm> {
  const fields = new FormFields(parts);
  const disputeId = fields.int('DisputeId', { required: true });
  const orderStatusId = fields.int('OrderStatusId', { required: true, max: 99 });
  const declinePurpose = fields.text('DeclinePurpose', DECLINE_PURPOSE_MAX, { required: true });
  if (fields.error !== null || disputeId === null || orderStatusId === null || declinePurpose === null) {
    return { ok: false, reply: invalid(fields.error ?? "Field 'DisputeId' is required") };
  }
  const input: TransitionInput = { action: 'decline', seenOrderStatusId: orderStatusId, declinePurpose };
  const check = checkTransition(db, now, { sellerId }, disputeId, input);
  return check.ok
    ? { ok: true, value: { disputeId, input } }
    : { ok: false, reply: refusalReply(check.refusal) };
}

interface CommentForm {
  disputeId: number;
  comment: string;
}

/** The AddDisputeComment form: the comment as sent (only a blank one is refused), the caller, the dispute. */
function checkComment(
  db: Db,
  now: number,
  caller: { sellerId: number; userId: number },
  parts: MultipartForm,
): Checked<CommentForm> {
  const fields = new FormFields(parts);
  const userId = fields.int('userId', { required: true });
  const disputeId = fields.int('disputeId', { required: true });
  const comment = parts.fields.get('comment');
  if (fields.error !== null || userId === null || disputeId === null) {
    return { ok: false, reply: invalid(fields.error ?? "Field 'disputeId' is required") };
  }
  if (typeof comment !== 'string' || comment.trim() === '') {
    return { ok: false, reply: invalid("Field 'comment' must not be blank") };
  }
  if (comment.length > MESSAGE_MAX) {
    return { ok: false, reply: invalid(`Field 'comment' must be at most ${MESSAGE_MAX} characters long`) };
  }
  if (userId !== caller.userId) return { ok: false, reply: notYours('userId') };
  const check = checkCommentable(db, now, { sellerId: caller.sellerId }, disputeId);
  if (!check.ok) {
    return { ok: false, reply: check.kind === 'closed' ? invalid(DISPUTE_CLOSED) : disputeNotFound() };
  }
  return { ok: true, value: { disputeId, comment } };
}

/**
 * `Dispute/DeclineDispute` and `Dispute/AddDisputeComment` (multipart): registered in the scope
 * that has @fastify/multipart. The form and the dispute are checked before any file is read;
 * the files are recorded in the same transaction as the change, and removed if that refuses.
 */
export async function disputeUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/Dispute/DeclineDispute', { preHandler: app.requireSeller }, async (request) => {
    const { sellerId } = sellerOf(request);
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { declinefiles: DOCUMENT_KINDS },
      check: (parts) => checkDecline(ctx.db, ctx.now(), sellerId, parts),
    });
    if (!parsed.ok) return parsed.reply;
    const { disputeId, input } = parsed.value;
    return withStoredFiles(
      ctx.dataDir,
      parsed.form.files,
      (stored) => transitionReply(runTransition(ctx.db, ctx.now(), { sellerId }, disputeId, input, stored)),
      (reply, stored) => (reply.status === ApiStatus.ok ? [] : stored),
    );
  });

  app.post('/Dispute/AddDisputeComment', { preHandler: app.requireSeller }, async (request) => {
    const caller = sellerOf(request);
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { commentimages: IMAGE_KINDS },
      check: (parts) => checkComment(ctx.db, ctx.now(), caller, parts),
    });
    if (!parsed.ok) return parsed.reply;
    const images = parsed.form.files;
    if (images.length > MESSAGE_IMAGES_MAX) {
      await removeFiles(
        ctx.dataDir,
        images.map((f) => f.fileName),
      );
      return invalid(`At most ${MESSAGE_IMAGES_MAX} images may be attached`);
    }
    const { disputeId, comment } = parsed.value;
    return withStoredFiles(
      ctx.dataDir,
      images,
      (stored) => {
        const result = addDisputeComment(ctx.db, ctx.now(), {
          disputeId,
          scope: { sellerId: caller.sellerId },
          author: { role: 'seller', userId: caller.userId },
          comment,
          images: stored,
        });
        if (result.ok) return ok(result.message);
        return result.kind === 'closed' ? invalid(DISPUTE_CLOSED) : disputeNotFound();
      },
      (reply, stored) => (reply.status === ApiStatus.ok ? [] : stored),
    );
  });
}
