import type { StoredFile as WireFile } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { run } from '../db/query.js';
import { uploadUrl, type StoredFile } from '../lib/uploads.js';

/**
 * Rows of a dispute's stored files (claim and decline files, message images) and their wire
 * form `{url, fileName}`: `fileName` is the name the file had on the sender's computer, else
 * its stored name (docs/contract/orders.md "Uploaded file names").
 */

export type DisputeFileKind = 'claim' | 'decline';

/** SQL over a dispute `d`: its claim files, then its decline files, as JSON arrays for `filesOf`. */
export const CLAIM_FILES_SQL = `(SELECT json_group_array(json_object('name', f.file_name, 'original', f.original_name) ORDER BY f.id)
  FROM dispute_files f WHERE f.dispute_id = d.id AND f.kind = 'claim')`;
export const DECLINE_FILES_SQL = `(SELECT json_group_array(json_object('name', f.file_name, 'original', f.original_name) ORDER BY f.id)
  FROM dispute_files f WHERE f.dispute_id = d.id AND f.kind = 'decline')`;
/** SQL over a message `m`: its images as a JSON array for `filesOf`. */
export const MESSAGE_IMAGES_SQL = `(SELECT json_group_array(json_object('name', i.file_name, 'original', i.original_name) ORDER BY i.id)
  FROM dispute_message_images i WHERE i.message_id = m.id)`;

const isFileItem = (value: unknown): value is { name: string; original: string | null } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** The wire files of a JSON array written by one of the SQL expressions above. */
export function filesOf(json: string | null): WireFile[] {
  const items = JSON.parse(json ?? '[]') as unknown;
  if (!Array.isArray(items)) return [];
  return items.filter(isFileItem).map((f) => ({ url: uploadUrl(f.name), fileName: f.original ?? f.name }));
}

export function recordDisputeFiles(
  db: Db,
  disputeId: number,
  kind: DisputeFileKind,
  stored: readonly StoredFile[],
  at: string,
): void {
  for (const file of stored) {
    run(
      db,
      `INSERT INTO dispute_files (dispute_id, kind, file_name, original_name, mime_type, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      disputeId,
      kind,
      file.fileName,
      file.originalName,
      file.mime,
      file.size,
      at,
    );
  }
}

export function recordMessageImages(
  db: Db,
  messageId: number,
  stored: readonly StoredFile[],
  at: string,
): void {
  for (const file of stored) {
    run(
      db,
      `INSERT INTO dispute_message_images (message_id, file_name, original_name, mime_type, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      messageId,
      file.fileName,
      file.originalName,
      file.mime,
      file.size,
      at,
    );
  }
}
