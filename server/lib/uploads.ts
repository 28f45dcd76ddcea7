import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files: streamed from a multipart request (server/lib/multipart.ts) to
 * `<dataDir>/uploads/` with random names, typed by their magic bytes (the declared type is not
 * trusted) and served at `/seller/uploads/<name>`.
 */

export const UPLOAD_LIMITS = {
  files: 10,
  fileSize: 10 * 1024 * 1024,
  /** Text parts and their size; the `json` part of AddInfoForShipping is one of them. */
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 60,
} as const;

/** All files of one request together (the per-file limit alone would allow 100 MB). */
export const UPLOAD_TOTAL_SIZE = 50 * 1024 * 1024;

export const UPLOADS_URL_PREFIX = '/seller/uploads/';

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp';

export const FILE_TYPES: Record<FileKind, { mime: string; extension: string }> = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
};

export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'webp'];
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];

const startsWith = (data: Buffer, bytes: readonly number[], at = 0): boolean =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

/** The file type by content: `%PDF-`, JPEG SOI, the PNG signature, `RIFF....WEBP`. */
export function sniffFileKind(data: Buffer): FileKind | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

/** Stored names: 32 hex characters and the extension of the sniffed type; nothing else is served. */
export const STORED_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png|webp|zip)$/;

/** Archives the server writes itself (server/lib/zip.ts); never accepted from a client. */
export const ZIP_EXTENSION = 'zip';

export const MIME_BY_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.values(FILE_TYPES).map((t) => [t.extension, t.mime])),
  [ZIP_EXTENSION]: 'application/zip',
};

export const uploadsDir = (dataDir: string): string => path.resolve(dataDir, 'uploads');
export const uploadUrl = (fileName: string): string => `${UPLOADS_URL_PREFIX}${fileName}`;

export interface StoredFile {
  /** Lower-cased name of the form part the file came in. */
  field: string;
  fileName: string;
  originalName: string | null;
  mime: string;
  size: number;
}

export interface MultipartForm {
  /** Text parts by lower-cased name (the first value of a repeated name). JSON parts are parsed. */
  fields: Map<string, unknown>;
  /** Files already written under `<dataDir>/uploads/` (see `withStoredFiles`). */
  files: StoredFile[];
}

export async function removeFiles(dataDir: string, fileNames: readonly string[]): Promise<void> {
  const dir = uploadsDir(dataDir);
  await Promise.all(
    fileNames
      .filter((name) => STORED_NAME.test(name))
      .map((name) => unlink(path.join(dir, name)).catch(() => undefined)),
  );
}

/** A fresh random stored name for a file of `kind` (never reused: files are created with 'wx'). */
export const newStoredName = (kind: FileKind): string =>
  `${randomBytes(16).toString('hex')}.${FILE_TYPES[kind].extension}`;

/**
 * Runs `act` with files already written by `readMultipart`: if it throws, the files are removed
 * and the error rethrown; otherwise the files `unused` names (e.g. all of them after a refusal)
 * are removed.
 */
export async function withStoredFiles<R>(
  dataDir: string,
  stored: readonly StoredFile[],
  act: (stored: readonly StoredFile[]) => R,
  unused: (result: R, stored: readonly string[]) => readonly string[],
): Promise<R> {
  const names = stored.map((f) => f.fileName);
  let result: R;
  try {
    result = act(stored);
  } catch (error) {
    await removeFiles(dataDir, names);
    throw error;
  }
  await removeFiles(dataDir, unused(result, names));
  return result;
}

/** The text value of a form field: strings as sent, numbers as digits; null for absent or blank. */
export function formText(form: MultipartForm, name: string): string | null {
  const value = form.fields.get(name.toLowerCase());
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed;
}

/**
 * Reads typed values from a multipart form, remembering the first problem as a clear message
 * (multipart bodies are not covered by the route's JSON schema, so they are checked by hand).
 */
export class FormFields {
  error: string | null = null;

  constructor(private readonly form: MultipartForm) {}

  private refuse(message: string): null {
    this.error ??= message;
    return null;
  }

  int(name: string, options: { required?: boolean; min?: number; max?: number } = {}): number | null {
    const text = formText(this.form, name);
    if (text === null) return options.required ? this.refuse(`Field '${name}' is required`) : null;
    const value = Number(text);
    const { min = 1, max = Number.MAX_SAFE_INTEGER } = options;
    if (!/^-?\d+$/.test(text) || value < min || value > max) {
      return this.refuse(`Field '${name}' must be an integer from ${min} to ${max}`);
    }
    return value;
  }

  text(
    name: string,
    maxLength: number,
    options: { required?: boolean; pattern?: RegExp } = {},
  ): string | null {
    const text = formText(this.form, name);
    if (text === null) return options.required ? this.refuse(`Field '${name}' is required`) : null;
    if (text.length > maxLength)
      return this.refuse(`Field '${name}' must be at most ${maxLength} characters long`);
    if (options.pattern && !options.pattern.test(text))
      return this.refuse(`Field '${name}' has an invalid format`);
    return text;
  }
}
