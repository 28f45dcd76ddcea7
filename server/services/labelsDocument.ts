import bwipjs from 'bwip-js/node';
import { PDF_FONT, renderPdf, type PdfContent, type PdfDocument } from '../lib/pdf.js';
import { A4_COLUMNS, A4_ROWS, labelPages, type LabelData, type LabelFormat } from './labelsLayout.js';

/**
 * The PDF of shipping labels (docs/contract/documents.md "Shipping labels"): 58 × 40 mm pages, one
 * label each, or A4 sheets of 24 labels of 70 × 37 mm (3 × 8). Each label is placed at its own
 * position, so a long text can never push a label onto another page: the pages are exactly the
 * labels' pages. The barcode is Code 128 of the order number, drawn by bwip-js as a PNG.
 */

const MM = 72 / 25.4;
const mm = (value: number): number => Math.round(value * MM * 100) / 100;

interface Geometry {
  pageSize: PdfDocument['pageSize'];
  /** Top left corner of each label of a page, points. */
  slots: readonly { x: number; y: number }[];
  /** The label's content box (inside its own margin), points. */
  width: number;
  barcodeHeight: number;
}

const SMALL_MARGIN = mm(2);
const A4_LABEL = { width: 70, height: 37 } as const;
const A4_TOP = (297 - A4_ROWS * A4_LABEL.height) / 2;
const A4_PADDING = mm(3);

const GEOMETRY: Record<LabelFormat, Geometry> = {
  '58x40': {
    pageSize: { width: mm(58), height: mm(40) },
    slots: [{ x: SMALL_MARGIN, y: SMALL_MARGIN }],
    width: mm(58) - 2 * SMALL_MARGIN,
    barcodeHeight: mm(9),
  },
  a4: {
    pageSize: 'A4',
    slots: Array.from({ length: A4_COLUMNS * A4_ROWS }, (_, i) => ({
      x: mm((i % A4_COLUMNS) * A4_LABEL.width) + A4_PADDING,
      y: mm(A4_TOP + Math.floor(i / A4_COLUMNS) * A4_LABEL.height) + mm(1.5),
    })),
    width: mm(A4_LABEL.width) - 2 * A4_PADDING,
    barcodeHeight: mm(8),
  },
};

/** The Code 128 barcode of a text as a PNG `data:` URL (white background, quiet zones). */
export async function barcodePng(text: string): Promise<string> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 2,
    height: 8,
    paddingwidth: 10,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
    includetext: false,
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}

function labelContent(
  label: LabelData,
  barcode: string,
  geometry: Geometry,
  slot: { x: number; y: number },
): PdfContent {
  return {
    absolutePosition: slot,
    columns: [
      {
        width: geometry.width,
        stack: [
          {
            columns: [
              { text: label.title, bold: true, fontSize: 9, width: '*' },
              {
                text: label.packageText,
                fontSize: 7,
                width: 'auto',
                alignment: 'right',
                margin: [0, 1.5, 0, 0],
              },
            ],
            columnGap: 4,
          },
          {
            image: barcode,
            fit: [geometry.width, geometry.barcodeHeight],
            alignment: 'center',
            margin: [0, 2, 0, 2],
          },
          ...label.lines.map((line): PdfContent => ({
            text: [{ text: `${line.label}: `, bold: true }, line.text],
            fontSize: 6,
            lineHeight: 1,
          })),
        ],
      },
    ],
  };
}

/** The document of the labels, in pages of the format. */
export async function labelsDocument(
  labels: readonly LabelData[],
  format: LabelFormat,
): Promise<PdfDocument> {
  const geometry = GEOMETRY[format];
  const barcodes = new Map<string, string>();
  for (const label of labels) {
    if (!barcodes.has(label.barcode)) barcodes.set(label.barcode, await barcodePng(label.barcode));
  }
  const content: PdfContent[] = [];
  labelPages(labels, format).forEach((page, pageIndex) => {
    // An empty line in the flow opens each page after the first; the labels sit outside the flow.
    content.push(pageIndex === 0 ? { text: '' } : { text: '', pageBreak: 'before' });
    page.forEach((label, i) => {
      const slot = geometry.slots[i] ?? geometry.slots[0] ?? { x: 0, y: 0 };
      content.push(labelContent(label, barcodes.get(label.barcode) ?? '', geometry, slot));
    });
  });
  return {
    info: { title: 'Этикетки заказов', creator: 'Seller back office' },
    language: 'ru-RU',
    pageSize: geometry.pageSize,
    pageMargins: format === 'a4' ? [0, 0, 0, 0] : [SMALL_MARGIN, SMALL_MARGIN, SMALL_MARGIN, SMALL_MARGIN],
    defaultStyle: { font: PDF_FONT, fontSize: 7 },
    content,
  };
}

export async function labelsPdf(labels: readonly LabelData[], format: LabelFormat): Promise<Buffer> {
  return renderPdf(await labelsDocument(labels, format));
}
