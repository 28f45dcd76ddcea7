/**
 * A small reader of the `engines.node` ranges found in package-lock.json (`>=18`, `^20.19.0 || >=22.12`,
 * `20.x`, `16 || 14 >=14.17`, `>= 4`): does a Node version satisfy the range? Only the forms npm
 * packages use for `engines`; prerelease tags are not read.
 */
type Version = readonly [number, number, number];

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function parts(text: string): (number | null)[] {
  return text
    .replace(/^v/, '')
    .split('.')
    .slice(0, 3)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : null));
}

function filled(numbers: (number | null)[]): Version {
  return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
}

/** One comparator such as `>=20.19`, `^22.13.0`, `~1.2`, `20.x` or `*`. */
function satisfiesComparator(version: Version, token: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(token);
  const op = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  if (rest === '' || rest === '*' || rest === 'x') return true;
  const numbers = parts(rest);
  const bound = filled(numbers);
  const order = compare(version, bound);
  if (op === '>=') return order >= 0;
  if (op === '>') return order > 0;
  if (op === '<=') return order <= 0;
  if (op === '<') return order < 0;
  if (op === '^' || op === '~') {
    const level = op === '~' || bound[0] === 0 ? 1 : 0;
    const upper: Version = level === 0 ? [bound[0] + 1, 0, 0] : [bound[0], bound[1] + 1, 0];
    return order >= 0 && compare(version, upper) < 0;
  }
  // A plain or x-range version: the given parts must be equal.
  return numbers.every((part, index) => part === null || part === version[index]);
}

export function satisfiesNodeRange(versionText: string, range: string): boolean {
  const version = filled(parts(versionText));
  return range.split('||').some((alternative) => {
    const tokens = alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/);
    return tokens.every((token) => satisfiesComparator(version, token));
  });
}
