import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-resource.md walks through real files: each code block tagged
 * `<!-- example: path -->` must still be a run of lines of that file (`// ...` stands for lines
 * left out), so the guide fails here the day the code it teaches changes shape.
 */
const ROOT = resolve(__dirname, '../..');
const GUIDE = readFileSync(resolve(ROOT, 'docs/adding-a-resource.md'), 'utf8');
const ELISION = '// ...';

interface Example {
  file: string;
  lines: string[];
}

function examplesOf(guide: string): Example[] {
  const pattern = /<!-- example: (\S+) -->\n+```\w*\n([\s\S]*?)\n```/g;
  return [...guide.matchAll(pattern)].map((match) => ({
    file: match[1]!,
    lines: match[2]!.split('\n'),
  }));
}

const normalise = (line: string) => line.trim();

/** Whether the example's lines appear in order in the file, contiguous except at elisions. */
export function appearsIn(example: string[], file: string[]): boolean {
  const parts: string[][] = [[]];
  for (const line of example) {
    if (normalise(line) === ELISION) parts.push([]);
    else parts[parts.length - 1]!.push(normalise(line));
  }
  const source = file.map(normalise);
  let from = 0;
  for (const part of parts.filter((lines) => lines.length > 0)) {
    const at = source.findIndex(
      (_, start) => start >= from && part.every((line, offset) => source[start + offset] === line),
    );
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

describe('docs/adding-a-resource.md', () => {
  const examples = examplesOf(GUIDE);

  it('shows the resource from its wire type to its registration line', () => {
    expect(examples.map((example) => example.file)).toEqual([
      'contract/marketing.ts',
      'src/api/couponsDecoders.ts',
      'src/api/coupons.ts',
      'src/resources/coupons/handler.ts',
      'src/resources/coupons/CouponPickers.tsx',
      'src/resources/coupons/CouponList.tsx',
      'src/resources/coupons/index.ts',
      'src/i18n/ru/coupons.ts',
      'src/i18n/ru/index.ts',
      'src/resources/index.ts',
    ]);
  });

  it.each(examplesOf(GUIDE).map((example) => [example.file, example] as const))(
    'its example of %s matches the file',
    (_, example) => {
      const file = readFileSync(resolve(ROOT, example.file), 'utf8').split('\n');
      expect(appearsIn(example.lines, file), example.lines.join('\n')).toBe(true);
    },
  );

  it('tells a drifted example from a matching one', () => {
    const file = ['a();', 'b();', 'c();', 'd();'];
    expect(appearsIn(['a();', '// ...', 'c();', 'd();'], file)).toBe(true);
    expect(appearsIn(['a();', 'c();'], file)).toBe(false);
    expect(appearsIn(['d();', '// ...', 'a();'], file)).toBe(false);
  });
});
