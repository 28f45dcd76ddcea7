import { inflateSync } from 'node:zlib';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/**
 * Reads a labels PDF of pdfkit in pure JS (server and end-to-end tests): its page count and its
 * barcodes decoded from the embedded images. pdfkit writes every object uncompressed around its
 * stream, so the dictionaries are read as text; an image stream is Flate data, either raw pixels
 * (a PNG with alpha is split into pixels and an /SMask) or PNG rows (/Predictor >= 10), which are
 * wrapped back into a PNG for pngjs.
 */

interface PdfObject {
  id: number;
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1');
  const objects: PdfObject[] = [];
  const start = /(\d+) 0 obj\n/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const bodyStart = m.index + m[0].length;
    const end = text.indexOf('\nendobj', bodyStart);
    if (end < 0) break;
    const body = text.slice(bodyStart, end);
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.push({ id: Number(m[1]), dict: body, stream: null });
    } else {
      const dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const from = bodyStart + streamAt + '\nstream\n'.length;
      objects.push({ id: Number(m[1]), dict, stream: pdf.subarray(from, from + length) });
    }
    start.lastIndex = end;
  }
  return objects;
}

export function pdfPageCount(pdf: Buffer): number {
  return objectsOf(pdf).filter((o) => /\/Type \/Page(?![s\w])/.test(o.dict)).length;
}

export interface PdfImage {
  width: number;
  height: number;
  /** One byte of luminance per pixel. */
  luminance: Uint8ClampedArray;
}

const numberOf = (dict: string, key: string): number =>
  Number(new RegExp(`/${key} (\\d+)`).exec(dict)?.[1] ?? 0);

/** A PNG of 8-bit rows with their filter bytes (the /Predictor form), read by pngjs. */
function pngRows(data: Buffer, width: number, height: number, colors: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colors === 1 ? 0 : colors === 3 ? 2 : 6;
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return PNG.sync.read(file, { checkCRC: false }).data;
}

const refsOf = (text: string): number[] => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** The colour images each page draws (masks left out), pages in their order. */
export function pdfPageImages(pdf: Buffer): PdfImage[][] {
  const objects = objectsOf(pdf);
  const byId = new Map(objects.map((o) => [o.id, o]));
  const root = objects.find((o) => /\/Type \/Pages/.test(o.dict) && !/\/Parent/.test(o.dict));
  const kids = refsOf(/\/Kids \[([^\]]*)\]/.exec(root?.dict ?? '')?.[1] ?? '');
  return kids.map((pageId) => {
    const page = byId.get(pageId)?.dict ?? '';
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(page)?.[1];
    const resources = resourcesRef ? (byId.get(Number(resourcesRef))?.dict ?? '') : page;
    const xObjects = refsOf(/\/XObject <<([^>]*)>>/.exec(resources)?.[1] ?? '');
    return xObjects.flatMap((id) => {
      const image = byId.get(id);
      return image && /\/Subtype \/Image/.test(image.dict) ? [imageOf(image)] : [];
    });
  });
}

function imageOf(o: PdfObject): PdfImage {
  const width = numberOf(o.dict, 'Width');
  const height = numberOf(o.dict, 'Height');
  const colors = /\/DeviceGray/.test(o.dict) ? 1 : 3;
  const compressed = o.stream ?? Buffer.alloc(0);
  const predictor = numberOf(o.dict, 'Predictor');
  // pngjs answers RGBA; raw Flate data is `colors` bytes a pixel.
  const pixels = predictor >= 10 ? pngRows(compressed, width, height, colors) : inflateSync(compressed);
  const step = predictor >= 10 ? 4 : colors;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const r = pixels[i * step] ?? 255;
    const g = colors === 1 ? r : (pixels[i * step + 1] ?? 255);
    const b = colors === 1 ? r : (pixels[i * step + 2] ?? 255);
    luminance[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { width, height, luminance };
}

/** The text of a Code 128 barcode image (zxing); throws when there is none. */
export function decodeCode128(image: PdfImage): string {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(image.luminance, image.width, image.height)),
  );
  return reader.decode(bitmap, hints).getText();
}

/** The barcodes of each page, decoded, pages in their order. */
export const pdfPageBarcodes = (pdf: Buffer): string[][] =>
  pdfPageImages(pdf).map((images) => images.map(decodeCode128));
