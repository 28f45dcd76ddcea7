import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { originalFileName, wrongTypeMessage } from '../lib/multipart.js';
import {
  FILE_TYPES,
  newStoredName,
  removeFiles,
  sniffFileKind,
  uploadsDir,
  type FileKind,
  type StoredFile,
} from '../lib/uploads.js';

/**
 * Files sent by the marketplace console (docs/contract/console.md "disputes"): react-admin's
 * ra-data-simple-rest sends JSON, so a file travels as `{fileName, dataUrl}` with the content
 * base64-encoded in a `data:` URL, at most `CONSOLE_FILES_MAX` files of `CONSOLE_FILE_MAX_BYTES`
 * each. As with multipart uploads the type is taken from the content (the data URL's media type
 * is not trusted), and the files get random stored names under `<dataDir>/uploads/`.
 */

export interface DataUrlFile {
  fileName: string;
  dataUrl: string;
}

export const CONSOLE_FILES_MAX = 5;
const CONSOLE_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** base64 grows the content by 4/3; the rest of the body is small. */
export const CONSOLE_FILES_BODY_LIMIT =
  Math.ceil((CONSOLE_FILES_MAX * CONSOLE_FILE_MAX_BYTES * 4) / 3) + 256 * 1024;
/** The longest data URL a schema admits (a media type and the base64 of the largest file). */
const DATA_URL_MAX_LENGTH = Math.ceil((CONSOLE_FILE_MAX_BYTES * 4) / 3) + 200;

/** JSON schema of the `files` array of a console body. */
export const dataUrlFilesSchema = {
  type: 'array',
  maxItems: CONSOLE_FILES_MAX,
  items: {
    type: 'object',
    required: ['fileName', 'dataUrl'],
    properties: {
      fileName: { type: 'string', minLength: 1, maxLength: 255 },
      dataUrl: { type: 'string', minLength: 1, maxLength: DATA_URL_MAX_LENGTH },
    },
  },
} as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

interface DecodedFile {
  originalName: string | null;
  kind: FileKind;
  data: Buffer;
}

export type Decoded = { ok: true; files: DecodedFile[] } | { ok: false; message: string };

/** Decodes and types every file; the first problem is the refusal (Russian, naming the file). */
export function decodeDataUrls(files: readonly DataUrlFile[], accepted: readonly FileKind[]): Decoded {
  const decoded: DecodedFile[] = [];
  for (const file of files) {
    const comma = file.dataUrl.indexOf(',');
    const head = comma < 0 ? '' : file.dataUrl.slice(0, comma);
    const body = comma < 0 ? '' : file.dataUrl.slice(comma + 1);
    if (!head.startsWith('data:') || !head.endsWith(';base64') || !BASE64.test(body)) {
      return { ok: false, message: `Файл «${file.fileName}»: ожидается data URL в base64` };
    }
    const data = Buffer.from(body, 'base64');
    if (data.length === 0) return { ok: false, message: `Файл «${file.fileName}» пуст` };
    if (data.length > CONSOLE_FILE_MAX_BYTES) {
      return {
        ok: false,
        message: `Файл «${file.fileName}» больше ${CONSOLE_FILE_MAX_BYTES / (1024 * 1024)} МБ`,
      };
    }
    const kind = sniffFileKind(data);
    if (!kind || !accepted.includes(kind)) {
      return { ok: false, message: wrongTypeMessage(file.fileName, accepted) };
    }
    decoded.push({ originalName: originalFileName(file.fileName), kind, data });
  }
  return { ok: true, files: decoded };
}

/** Writes decoded files under random names; on a disk error the ones written are removed. */
export async function writeDecoded(dataDir: string, files: readonly DecodedFile[]): Promise<StoredFile[]> {
  const dir = uploadsDir(dataDir);
  const stored: StoredFile[] = [];
  try {
    if (files.length > 0) await mkdir(dir, { recursive: true });
    for (const file of files) {
      const fileName = newStoredName(file.kind);
      await writeFile(path.join(dir, fileName), file.data, { flag: 'wx' });
      stored.push({
        field: 'files',
        fileName,
        originalName: file.originalName,
        mime: FILE_TYPES[file.kind].mime,
        size: file.data.length,
      });
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
