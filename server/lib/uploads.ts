import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * Uploaded files: read from a multipart request into memory (bounded by the limits below),
 * typed by their magic bytes (the declared type is not trusted), written under
 * `<dataDir>/uploads/` with random names and served at `/seller/uploads/<name>`.
 */

export const UPLOAD_LIMITS = {
  files: 10,
  fileSize: 10 * 1024 * 1024,
  /** Text parts and their size; the `json` part of AddInfoForShipping is one of them. */
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 60,
} as const;

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
export const STORED_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;

export const MIME_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.values(FILE_TYPES).map((t) => [t.extension, t.mime]),
);

export const uploadsDir = (dataDir: string): string => path.resolve(dataDir, 'uploads');
export const uploadUrl = (fileName: string): string => `${UPLOADS_URL_PREFIX}${fileName}`;

export interface IncomingFile {
  field: string;
  originalName: string | null;
  kind: FileKind;
  data: Buffer;
}

export interface StoredFile {
  fileName: string;
  originalName: string | null;
  mime: string;
  size: number;
}

export interface MultipartForm {
  /** Text parts by lower-cased name (the first value of a repeated name). JSON parts are parsed. */
  fields: Map<string, unknown>;
  files: IncomingFile[];
}

export type MultipartResult = { ok: true; form: MultipartForm } | { ok: false; message: string };

export interface MultipartSpec {
  /** Lower-cased names of the file parts and the types each accepts. */
  files: Record<string, readonly FileKind[]>;
  /** Lower-cased names of text parts that may also arrive as a file part (a JSON Blob). */
  jsonParts?: readonly string[];
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: `At most ${UPLOAD_LIMITS.files} files may be uploaded`,
  FST_REQ_FILE_TOO_LARGE: `A file must be at most ${UPLOAD_LIMITS.fileSize / 1024 / 1024} MB`,
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be multipart/form-data',
  FST_INVALID_JSON_FIELD_ERROR: 'A part declared as application/json is not valid JSON',
  FST_PROTO_VIOLATION: 'A form field name is not allowed',
};

const describeKinds = (kinds: readonly FileKind[]): string => kinds.join(', ');

function parseJsonText(
  name: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: `Part '${name}' is not valid JSON` };
  }
}

/**
 * Reads the whole multipart body. Files are typed by content; a file of another type, an
 * unexpected file part, too many files or a file over the size limit is refused with a message.
 * Requires @fastify/multipart on the route's scope (registered with `UPLOAD_LIMITS`).
 */
export async function readMultipart(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartResult> {
  if (!request.isMultipart())
    return { ok: false, message: LIMIT_MESSAGES.FST_INVALID_MULTIPART_CONTENT_TYPE };
  const fields = new Map<string, unknown>();
  const files: IncomingFile[] = [];
  const jsonParts = new Set(spec.jsonParts ?? []);
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'field') {
        if (part.valueTruncated) return { ok: false, message: `Field '${part.fieldname}' is too long` };
        if (!fields.has(name)) fields.set(name, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (jsonParts.has(name)) {
        if (data.length > UPLOAD_LIMITS.fieldSize)
          return { ok: false, message: `Part '${part.fieldname}' is too long` };
        const parsed = parseJsonText(part.fieldname, data.toString('utf8'));
        if (!parsed.ok) return parsed;
        if (!fields.has(name)) fields.set(name, parsed.value);
        continue;
      }
      const accepted = spec.files[name];
      if (!accepted) return { ok: false, message: `Unexpected file part '${part.fieldname}'` };
      if (data.length === 0) continue; // an empty file input
      const kind = sniffFileKind(data);
      if (!kind || !accepted.includes(kind)) {
        return {
          ok: false,
          message: `File '${part.filename}' must be one of: ${describeKinds(accepted)} (checked by content)`,
        };
      }
      files.push({
        field: name,
        originalName: part.filename ? part.filename.slice(0, 255) : null,
        kind,
        data,
      });
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const message = LIMIT_MESSAGES[code];
    if (message) return { ok: false, message };
    throw error;
  }
  return { ok: true, form: { fields, files } };
}

/** Writes the files with fresh random names (never overwriting); removes what it wrote on failure. */
export async function storeFiles(dataDir: string, files: readonly IncomingFile[]): Promise<StoredFile[]> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const type = FILE_TYPES[file.kind];
      const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
      await writeFile(path.join(dir, fileName), file.data, { flag: 'wx' });
      stored.push({ fileName, originalName: file.originalName, mime: type.mime, size: file.data.length });
    }
  } catch (error) {
    await removeFiles(
      dataDir,
      stored.map((f) => f.fileName),
    );
    throw error;
  }
  return stored;
}

export async function removeFiles(dataDir: string, fileNames: readonly string[]): Promise<void> {
  const dir = uploadsDir(dataDir);
  await Promise.all(
    fileNames
      .filter((name) => STORED_NAME.test(name))
      .map((name) => unlink(path.join(dir, name)).catch(() => undefined)),
  );
}

/**
 * Writes the files, then runs `act` with them: if it throws, the files are removed and the error
 * rethrown; otherwise the files `unused` names (e.g. all of them after a refusal) are removed.
 */
export async function withStoredFiles<R>(
  dataDir: string,
  files: readonly IncomingFile[],
  act: (stored: readonly StoredFile[]) => R,
  unused: (result: R, stored: readonly string[]) => readonly string[],
): Promise<R> {
  const stored = await storeFiles(dataDir, files);
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
