import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PDF documents with pdfmake 0.3 (server side, on pdfkit). Text is set in Roboto, the font that
 * ships with pdfmake and covers Cyrillic; pdfkit embeds the subset of the glyphs a document uses
 * (TrueType, with a ToUnicode map so the text can be copied and searched).
 *
 * The fonts are read once from pdfmake's own package into pdfmake's virtual file system, and the
 * documents may reach nothing else: every URL and every local path is refused (pdfmake's access
 * policies), so document text can never make the server read a file or fetch a URL.
 */

// The document definition: the subset of pdfmake's that the server writes ---------------------------

export type PdfAlignment = 'left' | 'right' | 'center' | 'justify';
export type PdfMargin = number | readonly [left: number, top: number, right: number, bottom: number];

export interface PdfStyle {
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  alignment?: PdfAlignment;
  color?: string;
  margin?: PdfMargin;
  lineHeight?: number;
  /** Names of `PdfDocument.styles`. */
  style?: string | readonly string[];
}

/** Placement in a table (`colSpan`) or a row of columns (`width`). */
export interface PdfPlacement {
  width?: number | '*' | 'auto';
  /** Starts a new page before or after the element. */
  pageBreak?: 'before' | 'after';
  /** Points from the page's top left corner, outside the flow of the page. */
  absolutePosition?: { x: number; y: number };
  colSpan?: number;
  /** Cell borders: left, top, right, bottom. */
  border?: readonly [boolean, boolean, boolean, boolean];
}

export interface PdfText extends PdfStyle, PdfPlacement {
  text: string | readonly (string | PdfText)[];
}

export interface PdfStack extends PdfStyle, PdfPlacement {
  stack: readonly PdfContent[];
}

export interface PdfColumns extends PdfStyle, PdfPlacement {
  columns: readonly PdfContent[];
  columnGap?: number;
}

export interface PdfTable extends PdfStyle, PdfPlacement {
  table: {
    widths?: readonly (number | '*' | 'auto')[];
    headerRows?: number;
    /** Row heights in points. */
    heights?: number | readonly number[];
    dontBreakRows?: boolean;
    body: readonly (readonly PdfContent[])[];
  };
  layout?: 'noBorders' | 'lightHorizontalLines' | 'headerLineOnly';
}

export interface PdfLine {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth?: number;
}

export interface PdfCanvas extends PdfPlacement {
  canvas: readonly PdfLine[];
  margin?: PdfMargin;
}

/** A PNG or JPEG given as a `data:` URL (no file or URL is ever read), `fit` into a box. */
export interface PdfImage extends PdfPlacement {
  image: string;
  fit?: readonly [width: number, height: number];
  height?: number;
  alignment?: PdfAlignment;
  margin?: PdfMargin;
}

/** An empty table cell that another cell's `colSpan` covers. */
export type PdfContent =
  string | PdfText | PdfStack | PdfColumns | PdfTable | PdfCanvas | PdfImage | Record<string, never>;

export interface PdfDocument {
  info: { title: string; author?: string; subject?: string; creator?: string };
  /** BCP 47 language of the text (`ru-RU`). */
  language?: string;
  /** A4, or a size in points (a label: 58 × 40 mm). */
  pageSize: 'A4' | { width: number; height: number };
  pageMargins: PdfMargin;
  defaultStyle: PdfStyle & { font?: typeof PDF_FONT };
  styles?: Readonly<Record<string, PdfStyle>>;
  content: readonly PdfContent[];
  /** Stream compression (on by default; tests turn it off to read the page). */
  compress?: boolean;
}

/** The embedded font: pdfmake's Roboto (Cyrillic, Latin, Greek). */
export const PDF_FONT = 'Roboto';

// pdfmake ---------------------------------------------------------------------------------------------

interface OutputDocument {
  getBuffer(): Promise<Buffer>;
}

/** The part of pdfmake's (untyped) server build that is used here. */
interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(document: object): OutputDocument;
}

const require = createRequire(import.meta.url);

/** Font files by pdfmake style, as named in the virtual file system. */
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let pdfmake: PdfMake | null = null;

function loadPdfMake(): PdfMake {
  if (pdfmake) return pdfmake;
  const loaded = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  for (const file of Object.values(FONT_FILES)) {
    loaded.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
  }
  loaded.setFonts({ [PDF_FONT]: { ...FONT_FILES } });
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy(() => false);
  pdfmake = loaded;
  return loaded;
}

/**
 * Renders a document. pdfmake fills in defaults on the object it gets, so it gets a copy and the
 * caller's definition stays as built.
 */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  return loadPdfMake().createPdf(structuredClone(document)).getBuffer();
}
