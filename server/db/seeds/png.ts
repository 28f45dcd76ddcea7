import { crc32, deflateSync } from 'node:zlib';

/** Small solid-colour PNG images for the demo products (no image library needed). */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A `size`×`size` RGB PNG of one colour with a lighter diagonal band (so it reads as a picture). */
export const solidPng = (colour: readonly [number, number, number], size = 48): Buffer =>
  bandedPng(colour, size, size);

/** A `width`×`height` RGB PNG of one colour with a lighter diagonal band (banners of a position's size). */
export function bandedPng(
  [r, g, b]: readonly [number, number, number],
  width: number,
  height: number,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const light = (c: number) => Math.min(255, c + 70);
  const band = Math.max(width, height) / 8;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      const inBand = Math.abs(x - (y * width) / height) < band;
      row.set(inBand ? [light(r), light(g), light(b)] : [r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
