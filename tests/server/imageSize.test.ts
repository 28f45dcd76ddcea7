import { describe, expect, it } from 'vitest';
import { bandedPng } from '../../server/db/seeds/png.js';
import { imageSize } from '../../server/lib/imageSize.js';

/** server/lib/imageSize.ts: pixel sizes from PNG, JPEG and WebP headers. */

const bytes = (...parts: (number[] | string)[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'ascii') : Buffer.from(p))));

const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/** JPEG: SOI, an APP0 segment, a DQT segment, then a baseline (C0) or progressive (C2) frame. */
const jpeg = (width: number, height: number, sof = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, ...u16be(16)],
    'JFIF',
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xdb, ...u16be(67), 0, ...new Array<number>(64).fill(1)],
    [0xff, sof, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );

const riff = (chunk: Buffer) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', [...chunk]);

describe('imageSize', () => {
  it('reads a PNG', () => {
    expect(imageSize(bandedPng([10, 20, 30], 120, 30))).toEqual({ width: 120, height: 30 });
  });

  it('reads a baseline and a progressive JPEG after other segments', () => {
    expect(imageSize(jpeg(1200, 300))).toEqual({ width: 1200, height: 300 });
    expect(imageSize(jpeg(728, 90, 0xc2))).toEqual({ width: 728, height: 90 });
  });

  it('reads the three kinds of WebP', () => {
    // Lossy: frame tag, start code 9d 01 2a, 14-bit sizes (scale bits above them are ignored).
    const lossy = riff(
      bytes('VP8 ', [0, 0, 0, 0], [0, 0, 0], [0x9d, 0x01, 0x2a], u16le(970 | 0x4000), u16le(250)),
    );
    expect(imageSize(lossy)).toEqual({ width: 970, height: 250 });
    // Lossless: signature 2f, then width-1 and height-1 in 14 bits each.
    const bits = (300 - 1) | ((600 - 1) << 14);
    const lossless = riff(
      bytes(
        'VP8L',
        [0, 0, 0, 0],
        [0x2f],
        [bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24],
      ),
    );
    expect(imageSize(lossless)).toEqual({ width: 300, height: 600 });
    // Extended: flags, reserved, then width-1 and height-1 in 24 bits each.
    const extended = riff(bytes('VP8X', [10, 0, 0, 0], [0, 0, 0, 0], u24le(1200 - 1), u24le(300 - 1)));
    expect(imageSize(extended)).toEqual({ width: 1200, height: 300 });
  });

  it('answers null for other data and cut headers', () => {
    expect(imageSize(Buffer.from('%PDF-1.4 hello'))).toBeNull();
    expect(imageSize(bandedPng([1, 2, 3], 4, 4).subarray(0, 20))).toBeNull();
    expect(imageSize(jpeg(100, 100).subarray(0, 30))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(imageSize(riff(bytes('VP8 ', [0, 0, 0])))).toBeNull();
  });
});
