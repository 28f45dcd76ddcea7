import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiStatus, fail, type Envelope } from './envelope.js';
import {
  FILE_TYPES,
  newStoredName,
  removeFiles,
  sniffFileKind,
  UPLOAD_LIMITS,
  UPLOAD_TOTAL_SIZE,
  uploadsDir,
  type FileKind,
  type MultipartForm,
  type StoredFile,
} from './uploads.js';

/**
 * Multipart uploads, streamed: text parts are collected; at the first file part the route's
 * `check` runs on them (form values, the order's existence, ownership and status), so nothing of
 * a refused request is read or stored; files then go straight to disk, typed by their first bytes.
 * Clients send the text parts first (a browser's FormData keeps the order they were appended in).
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; reply: Envelope<never> };

export type MultipartResult<T> =
  { ok: true; form: MultipartForm; value: T } | { ok: false; reply: Envelope<never> };

export interface MultipartSpec<T> {
  /** Lower-cased names of the file parts and the types each accepts. */
  files: Record<string, readonly FileKind[]>;
  /** Lower-cased names of text parts that may also arrive as a file part (a JSON Blob). */
  jsonParts?: readonly string[];
  /** Runs once, before the first file is read (or after the last part when there is none). */
  check: (form: MultipartForm) => Checked<T>;
}

const MB = 1024 * 1024;
/** Enough bytes to recognise every accepted type (`RIFF....WEBP` is the longest). */
const SNIFF_BYTES = 12;

const FILE_TOO_LARGE = `A file must be at most ${UPLOAD_LIMITS.fileSize / MB} MB`;
const NOT_MULTIPART = 'The request must be multipart/form-data';

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: `At most ${UPLOAD_LIMITS.files} files may be uploaded`,
  FST_REQ_FILE_TOO_LARGE: FILE_TOO_LARGE,
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: NOT_MULTIPART,
  FST_INVALID_JSON_FIELD_ERROR: 'A part declared as application/json is not valid JSON',
  FST_PROTO_VIOLATION: 'A form field name is not allowed',
};
const TOTAL_TOO_LARGE = `The files must be at most ${UPLOAD_TOTAL_SIZE / MB} MB together`;

const KIND_LABELS: Record<FileKind, string> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

/**
 * The refusal of a file whose content is not an accepted type. The back office shows it to the
 * seller inside the upload modal (docs/contract/orders.md), so it is in Russian and names the file.
 */
export const wrongTypeMessage = (fileName: string, accepted: readonly FileKind[]): string =>
  `Файл «${fileName}» не подходит: допустимы ${accepted.map((k) => KIND_LABELS[k]).join(', ')} (тип проверяется по содержимому файла)`;

/** A refusal decided while reading: answered as is. */
class Refusal extends Error {
  constructor(readonly reply: Envelope<never>) {
    super(reply.errorMessage);
  }
}
const refuse = (message: string): Refusal => new Refusal(fail(ApiStatus.invalid, message));

/** An error of the server (disk, the route's check): rethrown, so it is logged as one. */
class ServerFault extends Error {
  constructor(readonly fault: unknown) {
    super('server fault');
  }
}

async function serverSide<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ServerFault(error);
  }
}

/** Anything else came from parsing the body: a limit, or a broken body (boundaries, headers). */
function parseFailure(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
  if (known) return known;
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  return `The multipart/form-data body is malformed${detail}`;
}

function parseJsonText(name: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refuse(`Part '${name}' is not valid JSON`);
  }
}

async function readJsonPart(part: MultipartFile): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > UPLOAD_LIMITS.fieldSize) throw refuse(`Part '${part.fieldname}' is too long`);
    chunks.push(chunk);
  }
  return parseJsonText(part.fieldname, Buffer.concat(chunks).toString('utf8'));
}

interface Budget {
  left: number;
}

interface OpenFile {
  handle: FileHandle;
  fileName: string;
  kind: FileKind;
}

/** Types the file by its first bytes and creates its stored file with them. */
async function createStored(
  head: Buffer,
  part: MultipartFile,
  accepted: readonly FileKind[],
  dataDir: string,
): Promise<OpenFile> {
  const kind = sniffFileKind(head);
  if (!kind || !accepted.includes(kind)) throw refuse(wrongTypeMessage(part.filename, accepted));
  const fileName = newStoredName(kind);
  const dir = uploadsDir(dataDir);
  const handle = await serverSide(async () => {
    await mkdir(dir, { recursive: true });
    return open(path.join(dir, fileName), 'wx');
  });
  try {
    await serverSide(() => handle.write(head));
  } catch (error) {
    await handle.close().catch(() => undefined);
    await removeFiles(dataDir, [fileName]);
    throw error;
  }
  return { handle, fileName, kind };
}

/** Streams one file part to a new stored file; null for an empty part (an empty file input). */
async function receiveFile(
  part: MultipartFile,
  field: string,
  accepted: readonly FileKind[],
  dataDir: string,
  budget: Budget,
): Promise<StoredFile | null> {
  let head = Buffer.alloc(0);
  let file: OpenFile | null = null;
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0) throw refuse(TOTAL_TOO_LARGE);
      if (file) {
        const { handle } = file;
        await serverSide(() => handle.write(chunk));
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= SNIFF_BYTES) file = await createStored(head, part, accepted, dataDir);
    }
    if (part.file.truncated) throw refuse(FILE_TOO_LARGE);
    if (!file && head.length === 0) return null;
    file ??= await createStored(head, part, accepted, dataDir);
    const { handle } = file;
    await serverSide(() => handle.close());
  } catch (error) {
    if (file) {
      await file.handle.close().catch(() => undefined);
      await removeFiles(dataDir, [file.fileName]);
    }
    throw error;
  }
  return {
    field,
    fileName: file.fileName,
    originalName: originalFileName(part.filename),
    mime: FILE_TYPES[file.kind].mime,
    size,
  };
}

/**
 * The name the file had on the sender's computer, kept beside the random stored name and shown
 * as the file's link text (issue 8.20): the last path segment (busboy already drops directories
 * sent with '/'; a Windows '\\' path is cut here), without control characters, at most 255
 * characters; null when nothing is left.
 */
export function originalFileName(sent: string | undefined): string | null {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? null : clean.slice(0, 255);
}

/** A refused request's remaining body is read and dropped, never parsed or kept in memory. */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a multipart request (@fastify/multipart must be registered on the route's scope with
 * `UPLOAD_LIMITS`). Refusals (limits, file types, a broken body, the route's `check`) come back
 * as the reply to send, with every file of the request removed; disk errors and errors of
 * `check` are thrown.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  dataDir: string,
  spec: MultipartSpec<T>,
): Promise<MultipartResult<T>> {
  if (!request.isMultipart()) {
    return { ok: false, reply: fail(ApiStatus.invalid, NOT_MULTIPART) };
  }
  const form: MultipartForm = { fields: new Map(), files: [] };
  const jsonParts = new Set(spec.jsonParts ?? []);
  const budget: Budget = { left: UPLOAD_TOTAL_SIZE };
  let checked: Checked<T> | null = null;
  const check = async (): Promise<T> => {
    checked ??= await serverSide(() => spec.check(form));
    if (!checked.ok) throw new Refusal(checked.reply);
    return checked.value;
  };
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'field') {
        if (part.valueTruncated) throw refuse(`Field '${part.fieldname}' is too long`);
        if (!form.fields.has(name)) form.fields.set(name, part.value);
        continue;
      }
      if (jsonParts.has(name)) {
        const value = await readJsonPart(part);
        if (!form.fields.has(name)) form.fields.set(name, value);
        continue;
      }
      const accepted = spec.files[name];
      if (!accepted) throw refuse(`Unexpected file part '${part.fieldname}'`);
      await check();
      const file = await receiveFile(part, name, accepted, dataDir, budget);
      if (file) form.files.push(file);
    }
    return { ok: true, form, value: await check() };
  } catch (error) {
    await removeFiles(
      dataDir,
      form.files.map((f) => f.fileName),
    );
    discardRest(request);
    if (error instanceof ServerFault) throw error.fault;
    if (error instanceof Refusal) return { ok: false, reply: error.reply };
    return { ok: false, reply: fail(ApiStatus.invalid, parseFailure(error)) };
  }
}
