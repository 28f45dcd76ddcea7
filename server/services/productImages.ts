import type { UploadedProductImage } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { run } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { iso } from '../lib/time.js';
import { uploadUrl, type StoredFile } from '../lib/uploads.js';
import { refusal } from './productsCommon.js';

/** UploadProductImage (docs/contract/products.md): an image any option of the uploading store may use. */

export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  none: 'Выберите файл изображения',
  tooMany: 'Загрузите одно изображение за раз',
  tooLarge: (name: string) => `Файл «${name}» больше 5 МБ`,
} as const;

/** Records the stored file for the store; a refusal leaves the file to be removed by the caller. */
export function recordProductImage(
  db: Db,
  now: number,
  storeId: number,
  files: readonly StoredFile[],
): Envelope<UploadedProductImage> {
  const [file] = files;
  if (!file) return refusal(IMAGE_MESSAGES.none);
  if (files.length > 1) return refusal(IMAGE_MESSAGES.tooMany);
  if (file.size > PRODUCT_IMAGE_MAX_BYTES)
    return refusal(IMAGE_MESSAGES.tooLarge(file.originalName ?? 'файл'));
  run(
    db,
    'INSERT INTO product_uploads (file_name, store_id, created_at) VALUES (?, ?, ?)',
    file.fileName,
    storeId,
    iso(now),
  );
  return ok({ image: uploadUrl(file.fileName) });
}
