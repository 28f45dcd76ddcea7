import type { FastifyInstance } from 'fastify';
import type { AcceptedBody, BannerCreated, BannerListBody } from '../../contract/index.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { readMultipart } from '../lib/multipart.js';
import { IMAGE_KINDS, removeFiles, withStoredFiles } from '../lib/uploads.js';
import { bannerCalendar, bannerPosition, bannerPositions } from '../services/bannersCalendar.js';
import { checkBannerImage, planBanner, storeBanner } from '../services/bannersCreate.js';
import { listBanners } from '../services/bannersList.js';
import { BannerText, MARKETING_PAGE_SIZE, parseDay } from '../services/bannersRules.js';
import { paymentOf } from '../services/payments.js';
import { PAYMENT_NOT_FOUND } from '../services/paymentsRules.js';
import { bannerListSchema, PAYMENT_ID, paymentQuery, positionQuery } from './bannerSchemas.js';

/**
 * Banners and the payment read under `/seller/api/Marketing/` (docs/contract/marketing.md
 * "Banners", "Payments and the payment stand-in"); `CreateBanner` is in `bannerUploadRoutes`
 * (the multipart scope).
 */

const invalid = (message: string): Envelope<never> => fail(ApiStatus.invalid, message);

export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.get('/Marketing/GetBannerPositions', guard, async () => ok(bannerPositions(ctx.db)));

  app.get<{ Querystring: { bannerPositionId: number } }>(
    '/Marketing/GetBannerPricesWithDate',
    { ...guard, schema: { querystring: positionQuery } },
    async (request) => {
      const position = bannerPosition(ctx.db, request.query.bannerPositionId);
      return position
        ? ok(bannerCalendar(ctx.db, position, ctx.now()))
        : invalid(BannerText.positionNotFound);
    },
  );

  app.post<{ Body: AcceptedBody<BannerListBody> }>(
    '/Marketing/GetBanners',
    { ...guard, schema: { body: bannerListSchema } },
    async (request) => {
      const caller = sellerOf(request);
      const b = request.body;
      if (b.userId !== undefined && b.userId !== null && b.userId !== caller.userId)
        return notYours('userId');
      const dateFrom = b.dateFrom ? parseDay(b.dateFrom) : null;
      if (b.dateFrom && !dateFrom) return invalid(BannerText.notADay('dateFrom'));
      const dateTo = b.dateTo ? parseDay(b.dateTo) : null;
      if (b.dateTo && !dateTo) return invalid(BannerText.notADay('dateTo'));
      const page = b.pagination?.page ?? 1;
      const pageSize = b.pagination?.pageSize ?? MARKETING_PAGE_SIZE;
      return ok(
        listBanners(
          ctx.db,
          {
            sellerId: caller.sellerId,
            status: b.status ?? null,
            dateFrom,
            dateTo,
            window: { page, pageSize, offset: (page - 1) * pageSize },
          },
          ctx.now(),
        ),
      );
    },
  );

  app.get<{ Querystring: { paymentId: string } }>(
    '/Marketing/GetPayment',
    { ...guard, schema: { querystring: paymentQuery } },
    async (request) => {
      const { paymentId } = request.query;
      const payment = PAYMENT_ID.test(paymentId)
        ? paymentOf(ctx.db, sellerOf(request).sellerId, paymentId)
        : null;
      return payment ? ok(payment) : invalid(PAYMENT_NOT_FOUND);
    },
  );
}

/** `CreateBanner` (multipart): the text parts are checked before the image is read. */
export async function bannerUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post('/Marketing/CreateBanner', { preHandler: app.requireSeller }, async (request) => {
    const { sellerId } = sellerOf(request);
    const now = ctx.now();
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { bannerfile: IMAGE_KINDS },
      check: (form) => planBanner(ctx.db, form, now),
    });
    if (!parsed.ok) return parsed.reply;
    const { files } = parsed.form;
    const image = await checkBannerImage(ctx.dataDir, files, parsed.value.position).catch(
      async (error: unknown) => {
        await removeFiles(
          ctx.dataDir,
          files.map((f) => f.fileName),
        );
        throw error;
      },
    );
    return withStoredFiles(
      ctx.dataDir,
      files,
      (): Envelope<BannerCreated> =>
        image.ok
          ? storeBanner(ctx.db, parsed.value, image.file, { sellerId, publicOrigin: ctx.publicOrigin }, now)
          : invalid(image.message),
      (reply, stored) => (reply.status === ApiStatus.ok ? [] : stored),
    );
  });
}
