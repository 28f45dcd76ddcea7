/**
 * A minimal one-page PDF writer (PDF 1.4, hand-written objects, no dependency). Text uses the
 * standard Helvetica fonts, which every viewer has but which cover Latin-1 only, so text is
 * reduced to ASCII first: Russian is transliterated (`toPdfText`), anything else unknown becomes
 * `?`. Nothing is embedded, so a page is a few kilobytes.
 */

export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** `right`: `x` is where the text ends (numbers in columns). */
  align?: 'left' | 'right';
}

export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfPage {
  texts: readonly PdfText[];
  rules?: readonly PdfRule[];
  /** Document title (the viewer's window title). */
  title: string;
}

/** A4 in points. */
export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

/** Russian letters, lower case, and their Latin spelling (`-`: none, for ъ and ь). */
const LATIN = 'a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya'.split(' ');
const CYRILLIC: Record<string, string> = Object.fromEntries(
  Array.from('абвгдеёжзийклмнопрстуфхцчшщъыьэюя').map((letter, i) => [
    letter,
    (LATIN[i] ?? '').replace('-', ''),
  ]),
);

const PUNCTUATION: Record<string, string> = {
  '«': '"',
  '»': '"',
  '„': '"',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '—': '-',
  '–': '-',
  '№': 'No.',
  '\u00a0': ' ',
  '…': '...',
};

const isUpper = (char: string | undefined): boolean =>
  char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();

/**
 * Printable ASCII for the PDF: Russian letters transliterated (`Щука` -> `Shchuka`, `ООО` ->
 * `OOO`), typographic quotes and dashes simplified, accents dropped, anything else `?`.
 */
export function toPdfText(text: string): string {
  const chars = Array.from(text);
  let out = '';
  chars.forEach((char, i) => {
    const lower = char.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin !== undefined) {
      if (!isUpper(char)) out += latin;
      else if (isUpper(chars[i + 1]) || (isUpper(chars[i - 1]) && !chars[i + 1]?.match(/\p{L}/u)))
        out += latin.toUpperCase();
      else out += latin.charAt(0).toUpperCase() + latin.slice(1);
      return;
    }
    const replaced = PUNCTUATION[char];
    if (replaced !== undefined) {
      out += replaced;
      return;
    }
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (/^[\x20-\x7e]+$/.test(plain)) out += plain;
    else if (/\s/.test(char)) out += ' ';
    else out += '?';
  });
  return out;
}

/** Advance widths (1/1000 em) of Helvetica for the characters of amounts; others count as 556. */
const WIDTHS: Record<string, number> = { ' ': 278, '.': 278, ',': 278, '-': 333, '%': 889 };
export const textWidth = (text: string, size: number): number =>
  (Array.from(text).reduce((sum, char) => sum + (WIDTHS[char] ?? 556), 0) * size) / 1000;

const escape = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`);
const num = (value: number): string => String(Math.round(value * 100) / 100);

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const rule of page.rules ?? []) {
    ops.push(`0.5 w ${num(rule.x1)} ${num(rule.y1)} m ${num(rule.x2)} ${num(rule.y2)} l S`);
  }
  for (const item of page.texts) {
    const size = item.size ?? 10;
    const text = toPdfText(item.text);
    const x = item.align === 'right' ? item.x - textWidth(text, size) : item.x;
    ops.push(`BT /${item.bold ? 'F2' : 'F1'} ${size} Tf ${num(x)} ${num(item.y)} Td (${escape(text)}) Tj ET`);
  }
  return ops.join('\n');
}

/** The whole file: objects, cross-reference table and trailer with exact byte offsets. */
export function renderPdf(page: PdfPage): Buffer {
  const stream = contentStream(page);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escape(toPdfText(page.title))}) /Producer (Seller back office) >>`,
  ];
  // The second line marks the file as binary for transfer tools (bytes above 127).
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
