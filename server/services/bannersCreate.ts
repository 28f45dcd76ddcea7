import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BannerCreated } from '../../contract/index.js';
import { toKopecks, toRubles } from '../../rules/index.js';
import type { Db } from '../db/query.js';
import { run } from '../db/query.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { imageSize } from '../lib/imageSize.js';
import type { Checked } from '../lib/multipart.js';
import {
  FormFields,
  formText,
  uploadsDir,
  uploadUrl,
  type MultipartForm,
  type StoredFile,
} from '../lib/uploads.js';
import { bannerPosition, bookedDays, dayPrices, type StoredPosition } from './bannersCalendar.js';
import { calendarDays } from './bannersPricing.js';
import {
  BANNER_MAX_FILE_BYTES,
  BANNER_MAX_PERIOD_DAYS,
  BannerText,
  parseBannerLink,
  parseDay,
} from './bannersRules.js';
import { createPayment } from './payments.js';

/** `CreateBanner` (docs/contract/marketing.md "Banners"): the form's checks, the image's, then the store. */

export interface BannerPlan {
  position: StoredPosition;
  dateFrom: string;
  dateTo: string;
  days: string[];
  link: string | null;
}

const refused = (message: string): Checked<never> => ({ ok: false, reply: fail(ApiStatus.invalid, message) });

function bookedRefusal(db: Db, plan: BannerPlan, now: number): string | null {
  const booked = bookedDays(db, plan.position.id, plan.days, now);
  return booked.size > 0 ? BannerText.booked(plan.days.filter((d) => booked.has(d))) : null;
}

/** The text parts, checked before the file is read: position, period, link, free days. */
export function planBanner(db: Db, form: MultipartForm, now: number): Checked<BannerPlan> {
  const fields = new FormFields(form);
  const positionId = fields.int('BannerPositionId', { required: true });
  if (fields.error !== null || positionId === null) return refused(fields.error ?? '');
  const position = bannerPosition(db, positionId);
  if (!position) return refused(BannerText.positionNotFound);
  const dateFrom = parseDay(formText(form, 'DateFrom'));
  if (!dateFrom) return refused(BannerText.notADay('DateFrom'));
  const dateTo = parseDay(formText(form, 'DateTo'));
  if (!dateTo) return refused(BannerText.notADay('DateTo'));
  if (dateTo < dateFrom) return refused(BannerText.endBeforeStart);
  const calendar = calendarDays(now);
  const start = calendar.indexOf(dateFrom);
  const end = calendar.indexOf(dateTo);
  if (start < 0 || end < 0)
    return refused(BannerText.outsideCalendar(calendar[0] ?? '', calendar.at(-1) ?? ''));
  const days = calendar.slice(start, end + 1);
  if (days.length > BANNER_MAX_PERIOD_DAYS) return refused(BannerText.periodTooLong);
  const linkText = formText(form, 'Link');
  const link = linkText === null ? null : parseBannerLink(linkText);
  if (link && !link.ok) return refused(link.message);
  const plan: BannerPlan = { position, dateFrom, dateTo, days, link: link ? link.link : null };
  const booked = bookedRefusal(db, plan, now);
  return booked ? refused(booked) : { ok: true, value: plan };
}

/** The one stored image: at most 5 MB, and exactly the position's pixel size. */
export async function checkBannerImage(
  dataDir: string,
  files: readonly StoredFile[],
  position: StoredPosition,
): Promise<{ ok: true; file: StoredFile } | { ok: false; message: string }> {
  if (files.length === 0) return { ok: false, message: BannerText.fileRequired };
  const [file] = files;
  if (files.length > 1 || !file) return { ok: false, message: BannerText.oneFile };
  if (file.size > BANNER_MAX_FILE_BYTES) return { ok: false, message: BannerText.fileTooLarge };
  const size = imageSize(await readFile(path.join(uploadsDir(dataDir), file.fileName)));
  if (!size) return { ok: false, message: BannerText.unreadableImage };
  if (size.width !== position.width || size.height !== position.height) {
    return {
      ok: false,
      message: BannerText.imageSize(size.width, size.height, position.width, position.height),
    };
  }
  return { ok: true, file };
}

export interface BannerOwner {
  sellerId: number;
  publicOrigin: string;
}

/**
 * Stores the banner awaiting payment with its payment, in one transaction; the days are checked
 * again inside it (another banner may have taken them while the file was read).
 */
export function storeBanner(
  db: Db,
  plan: BannerPlan,
  file: StoredFile,
  owner: BannerOwner,
  now: number,
): Envelope<BannerCreated> {
  return db.transaction((): Envelope<BannerCreated> => {
    const booked = bookedRefusal(db, plan, now);
    if (booked) return fail(ApiStatus.invalid, booked);
    const prices = dayPrices(db, plan.position, plan.days);
    const amount = toRubles(plan.days.reduce((sum, day) => sum + toKopecks(prices.get(day) ?? 0), 0));
    const at = new Date(now);
    const payment = createPayment(db, {
      sellerId: owner.sellerId,
      kind: 'banner',
      amount,
      now: at,
      publicOrigin: owner.publicOrigin,
    });
    const bannerId = Number(
      run(
        db,
        `INSERT INTO banners (seller_id, position_id, payment_id, file_path, link, date_from, date_to, price, state, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'awaitingPayment', ?)`,
        owner.sellerId,
        plan.position.id,
        payment.rowId,
        uploadUrl(file.fileName),
        plan.link,
        plan.dateFrom,
        plan.dateTo,
        amount,
        at.toISOString(),
      ).lastInsertRowid,
    );
    return ok({ bannerId, paymentId: payment.paymentId, paymentUrl: payment.paymentUrl, amount });
  })();
}
