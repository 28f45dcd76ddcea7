import type { FastifyInstance } from 'fastify';
import { accessTokenOf } from '../lib/auth.js';
import { checkAccessToken } from '../services/sessions.js';
import { sellerOfUser } from '../services/users.js';
import { checkInvoiceLink, INVOICES_URL_PREFIX, sellerOfOrder } from '../services/invoicesLink.js';
import { invoicePdf } from '../services/invoicesDocument.js';

const FILE_NAME = /^([1-9][0-9]{0,8})\.pdf$/;

const queryText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * `GET /seller/invoices/<orderId>.pdf`: the invoice of a wholesale order (docs/contract/finances.md).
 * Allowed with the signed link of the order's seller (`?expires=&signature=`, the row's
 * `invoicePath`) or with that seller's access token in a header. Every other request, including
 * another seller's order and unknown orders, answers 404 'Not found'; a correct but expired link
 * answers 403 (open the invoice again from the finances page).
 */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    `${INVOICES_URL_PREFIX}:file`,
    async (request, reply) => {
      const text = (code: number, message: string) =>
        reply.code(code).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);
      const match = FILE_NAME.exec(request.params.file);
      const orderId = match ? Number(match[1]) : null;
      const owner = orderId === null ? null : sellerOfOrder(ctx.db, orderId);
      if (orderId === null || owner === null) return text(404, 'Not found');

      let allowed = false;
      const token = accessTokenOf(request);
      if (token) {
        const check = checkAccessToken(ctx, token);
        allowed = check.kind === 'valid' && sellerOfUser(ctx.db, check.userId)?.sellerId === owner;
      }
      if (!allowed) {
        const link = checkInvoiceLink(
          ctx.db,
          ctx.now(),
          owner,
          orderId,
          queryText(request.query.expires),
          queryText(request.query.signature),
        );
        if (link === 'expired') {
          return text(403, 'The invoice link has expired: open the invoice again from the finances page');
        }
        allowed = link === 'valid';
      }
      if (!allowed) return text(404, 'Not found');

      const pdf = await invoicePdf(ctx.db, ctx.now(), owner, orderId);
      if (!pdf) return text(404, 'Not found');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${orderId}.pdf"`)
        .header('content-length', pdf.length)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
