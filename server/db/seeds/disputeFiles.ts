import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_TYPES, uploadsDir, type FileKind } from '../../lib/uploads.js';
import { solidPng } from './png.js';

/**
 * The demo files of the seeded disputes: small generated photos (PNG) and one-page PDF documents,
 * under stable names (so a re-seed gives the same URLs); written only when the seed has a data
 * directory, like the product images.
 */

export interface DemoFile {
  /** The name shown to people. */
  originalName: string;
  kind: Extract<FileKind, 'png' | 'pdf'>;
  /** PNG colour, or the PDF's text lines (Latin: the standard PDF fonts have no Cyrillic). */
  colour?: readonly [number, number, number];
  lines?: readonly string[];
}

export const PHOTO_DAMAGE: DemoFile = {
  originalName: 'Фото повреждения.png',
  kind: 'png',
  colour: [150, 60, 50],
};
export const PHOTO_PACKAGE: DemoFile = {
  originalName: 'Фото упаковки.png',
  kind: 'png',
  colour: [170, 130, 80],
};
export const PHOTO_CARGO: DemoFile = {
  originalName: 'Фото груза перед отправкой.png',
  kind: 'png',
  colour: [70, 110, 150],
};
export const ACT_PDF: DemoFile = {
  originalName: 'Акт приёмки.pdf',
  kind: 'pdf',
  lines: ['AKT PRIEMKI TOVARA', 'Rashozhdenie po kolichestvu i kachestvu', 'Podpis: ____________'],
};
export const WAYBILL_PDF: DemoFile = {
  originalName: 'Накладная с подписью покупателя.pdf',
  kind: 'pdf',
  lines: ['TOVARNAYA NAKLADNAYA', 'Gruz prinyat bez zamechaniy', 'Podpis poluchatelya: ____________'],
};

/** A minimal valid one-page PDF (Helvetica, ASCII text), with its cross-reference table. */
export function simplePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((line, i) => `${i === 0 ? '' : '0 -22 Td '}(${escape(line)}) Tj`).join(' ');
  const content = `BT /F1 14 Tf 56 780 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Each demo file's content is made once per process: the seed uses the same few many times. */
const contents = new Map<DemoFile, Buffer>();
function contentOf(file: DemoFile): Buffer {
  let data = contents.get(file);
  if (!data) {
    data = file.kind === 'pdf' ? simplePdf(file.lines ?? []) : solidPng(file.colour ?? [120, 120, 120], 64);
    contents.set(file, data);
  }
  return data;
}

export interface SeededFile {
  fileName: string;
  originalName: string;
  mime: string;
  size: number;
}

/** A stable stored name (32 hex characters, as the server's) for the `n`-th file of `owner`. */
const storedName = (owner: string, n: number, file: DemoFile): string =>
  `${createHash('sha256').update(`dispute-seed:${owner}:${n}`).digest('hex').slice(0, 32)}.${FILE_TYPES[file.kind].extension}`;

/** Names (and writes, with a data directory) the files of one owner (`claim:7`, `message:12`...). */
export function seedFiles(
  owner: string,
  files: readonly DemoFile[],
  dataDir: string | undefined,
): SeededFile[] {
  return files.map((file, n) => {
    const fileName = storedName(owner, n, file);
    const data = contentOf(file);
    if (dataDir) {
      const dir = uploadsDir(dataDir);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, fileName), data);
    }
    return { fileName, originalName: file.originalName, mime: FILE_TYPES[file.kind].mime, size: data.length };
  });
}
