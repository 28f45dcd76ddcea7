/**
 * The pixel size of a PNG, JPEG or WebP image, read from its header (no decoding): null when the
 * data is not one of them or the header is cut short.
 */

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const has = (data: Buffer, at: number, bytes: readonly number[]): boolean =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (data: Buffer, at: number, text: string): boolean =>
  has(
    data,
    at,
    [...text].map((c) => c.charCodeAt(0)),
  );

const sized = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

/** PNG: the first chunk is IHDR, width and height big-endian at 16 and 20. */
function pngSize(data: Buffer): ImageSize | null {
  if (data.length < 24 || !ascii(data, 12, 'IHDR')) return null;
  return sized(data.readUInt32BE(16), data.readUInt32BE(20));
}

/** JPEG start-of-frame markers (SOF0..SOF15 but DHT C4, JPG C8 and DAC CC). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments after SOI to the first start-of-frame (height then width). */
function jpegSize(data: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = data.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return null;
      return sized(data.readUInt16BE(at + 7), data.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(data: Buffer): ImageSize | null {
  if (ascii(data, 12, 'VP8 ')) {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (data.length < 30 || !has(data, 23, [0x9d, 0x01, 0x2a])) return null;
    return sized(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  }
  if (ascii(data, 12, 'VP8L')) {
    if (data.length < 25 || data[20] !== 0x2f) return null;
    const bits = data.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(data, 12, 'VP8X')) {
    if (data.length < 30) return null;
    return sized(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
  }
  return null;
}

export function imageSize(data: Buffer): ImageSize | null {
  if (has(data, 0, PNG_SIGNATURE)) return pngSize(data);
  if (has(data, 0, [0xff, 0xd8, 0xff])) return jpegSize(data);
  if (ascii(data, 0, 'RIFF') && ascii(data, 8, 'WEBP')) return webpSize(data);
  return null;
}
