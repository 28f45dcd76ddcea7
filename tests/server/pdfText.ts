import { inflateSync } from 'node:zlib';

/**
 * The text of a pdfkit PDF, compressed or not, read without pdfmake (server and end-to-end
 * tests): streams are inflated, each font's ToUnicode map decodes the glyph codes of the `TJ`
 * runs drawn with it (`/F1 9 Tf`). Runs are joined as drawn (words carry their spaces), so
 * compare with `squeezed` text.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('\nendobj', start);
    if (end < 0) continue;
    const body = raw.slice(start, end);
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(m[1]), body);
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const from = start + streamAt + '\nstream\n'.length;
    let data = pdf.subarray(from, from + length);
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    objects.set(Number(m[1]), `${dict}\nstream\n${data.toString('latin1')}`);
  }
  const cmapOf = (fontRef: number): Map<number, string> => {
    const font = objects.get(fontRef) ?? '';
    const cmapRef = Number(/\/ToUnicode (\d+) 0 R/.exec(font)?.[1]);
    const cmap = new Map<number, string>();
    const body = objects.get(cmapRef) ?? '';
    for (const range of body.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
      const start = parseInt(range[1] ?? '0', 16);
      [...(range[2] ?? '').matchAll(/<([0-9a-f ]+)>/g)].forEach((unicode, i) => {
        const units = (unicode[1] ?? '').split(' ').map((h) => parseInt(h, 16));
        cmap.set(start + i, String.fromCharCode(...units));
      });
    }
    return cmap;
  };
  const all = [...objects.values()].join('\n');
  const fonts = new Map<string, Map<number, string>>();
  for (const m of all.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (!fonts.has(m[1] ?? '')) fonts.set(m[1] ?? '', cmapOf(Number(m[2])));
  }
  let current = new Map<number, string>();
  const out: string[] = [];
  for (const op of all.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (op[1]) {
      current = fonts.get(op[1]) ?? new Map();
      continue;
    }
    for (const hex of (op[2] ?? '').matchAll(/<([0-9a-f]+)>/g)) {
      const codes = hex[1] ?? '';
      for (let i = 0; i < codes.length; i += 4)
        out.push(current.get(parseInt(codes.slice(i, i + 4), 16)) ?? '?');
    }
  }
  return out.join('');
}

/** Text compared without its spacing (line breaks and word spacing are the layout's). */
export const squeezed = (value: string): string => value.replace(/[\s\u00a0]+/g, '');
