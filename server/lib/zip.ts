import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { type StoredFile, uploadsDir, ZIP_EXTENSION } from './uploads.js';

/**
 * One zip of uploaded files (the technical documentation of an order made from a request or a
 * tender; docs/contract/requests-tenders.md `zipPath`), written beside them under a random name.
 * Entries are named as the files were on the sender's computer; a repeated name gains ' (2)', ...
 */
export async function zipStoredFiles(dataDir: string, files: readonly StoredFile[]): Promise<string | null> {
  if (files.length === 0) return null;
  const dir = uploadsDir(dataDir);
  const entries: Zippable = {};
  for (const file of files) {
    entries[uniqueEntryName(entries, file.originalName ?? file.fileName)] = await readFile(
      path.join(dir, file.fileName),
    );
  }
  const name = `${randomBytes(16).toString('hex')}.${ZIP_EXTENSION}`;
  await writeFile(path.join(dir, name), zipSync(entries, { level: 6 }), { flag: 'wx' });
  return name;
}

function uniqueEntryName(taken: Zippable, wanted: string): string {
  if (!(wanted in taken)) return wanted;
  const dot = wanted.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${extension}`;
    if (!(candidate in taken)) return candidate;
  }
}
