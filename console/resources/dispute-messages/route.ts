import type { FastifyInstance } from 'fastify';
import type { StoredFile as WireFile } from '../../../contract/index.js';
import { IMAGE_KINDS, withStoredFiles } from '../../../server/lib/uploads.js';
import { filesOf, MESSAGE_IMAGES_SQL } from '../../../server/services/disputesFiles.js';
import {
  addDisputeComment,
  checkCommentable,
  MESSAGE_AUTHOR_SQL,
  MESSAGE_FROM,
} from '../../../server/services/disputesMessages.js';
import { DISPUTE_CLOSED, DISPUTE_NOT_FOUND, MESSAGE_MAX } from '../../../server/services/disputesRules.js';
import {
  CONSOLE_FILES_BODY_LIMIT,
  dataUrlFilesSchema,
  decodeDataUrls,
  writeDecoded,
  type DataUrlFile,
} from '../../../server/services/disputesUploads.js';
import {
  badRequest,
  conflict,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/** Messages of every dispute (all sides); POST writes one as the dispute's buyer, with images. */

export interface DisputeMessageRecord {
  id: number;
  disputeId: number;
  authorRole: 'buyer' | 'seller' | 'admin';
  authorName: string | null;
  comment: string;
  images: WireFile[];
  createdAt: string;
}

type MessageRow = Omit<DisputeMessageRecord, 'images'> & { images: string | null };

export const DISPUTE_MESSAGES: ListSpec<MessageRow, DisputeMessageRecord> = {
  resource: 'dispute-messages',
  columns: `m.id AS id, m.dispute_id AS disputeId, m.author_role AS authorRole, ${MESSAGE_AUTHOR_SQL} AS authorName,
    m.comment AS comment, ${MESSAGE_IMAGES_SQL} AS images, m.created_at AS createdAt`,
  from: MESSAGE_FROM,
  id: 'm.id',
  sort: { id: 'm.id', createdAt: 'm.created_at' },
  filters: { disputeId: integerFilter('m.dispute_id') },
  toRecord: (row) => ({ ...row, images: filesOf(row.images) }),
};

const createSchema = {
  type: 'object',
  required: ['disputeId', 'comment'],
  properties: {
    disputeId: { type: 'integer', minimum: 1 },
    comment: { type: 'string', minLength: 1, maxLength: MESSAGE_MAX },
    images: dataUrlFilesSchema,
  },
} as const;

interface NewMessageBody {
  disputeId: number;
  comment: string;
  images?: DataUrlFile[];
}

const refusal = (kind: 'notFound' | 'closed') =>
  kind === 'notFound' ? notFound(DISPUTE_NOT_FOUND) : conflict(DISPUTE_CLOSED);

export async function disputeMessagesRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, DISPUTE_MESSAGES);
  oneRoute(app, DISPUTE_MESSAGES);
  app.post<{ Body: NewMessageBody }>(
    '/',
    { schema: { body: createSchema }, bodyLimit: CONSOLE_FILES_BODY_LIMIT },
    async (request, reply) => {
      const { disputeId, comment, images = [] } = request.body;
      // Stored exactly as sent, like the seller's messages; only a blank one is refused.
      if (comment.trim() === '') throw badRequest("Field 'comment' must not be blank");
      const check = checkCommentable(ctx.db, ctx.now(), 'any', disputeId);
      if (!check.ok) throw refusal(check.kind);
      const decoded = decodeDataUrls(images, IMAGE_KINDS);
      if (!decoded.ok) throw badRequest(decoded.message);
      const stored = await writeDecoded(ctx.dataDir, decoded.files);
      const result = await withStoredFiles(
        ctx.dataDir,
        stored,
        (written) =>
          addDisputeComment(ctx.db, ctx.now(), {
            disputeId,
            scope: 'any',
            author: { role: 'buyer' },
            comment,
            images: written,
          }),
        (added, names) => (added.ok ? [] : names),
      );
      if (!result.ok) throw refusal(result.kind);
      return reply.code(201).send(findRecord(ctx, DISPUTE_MESSAGES, result.message.id));
    },
  );
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
