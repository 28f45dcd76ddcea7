/**
 * Static check of the i18n keys: every string literal and template literal in src/ that looks
 * like one of our keys (starts with a top-level area of the ru tree and a dot) must name a text
 * of the tree; a literal or template head ending with a dot (`const F = 'orders.list.filters.'`,
 * `` `orders.detail.${key}` ``) must name a sub-tree. Constants of the same file are resolved in
 * templates, so `` `${F}status` `` is checked as 'orders.list.filters.status'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ru } from '../../src/i18n/ru';

const ROOT = join(__dirname, '../..');
const SRC = join(ROOT, 'src');

type Tree = { readonly [key: string]: unknown };

interface Texts {
  /** Every key of a string leaf, with its text. */
  leaves: Map<string, unknown>;
  /** Every sub-tree, as a prefix with its trailing dot. */
  prefixes: Set<string>;
}

function flatten(tree: Tree, prefix = '', texts: Texts = { leaves: new Map(), prefixes: new Set() }): Texts {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      texts.prefixes.add(`${path}.`);
      flatten(value as Tree, `${path}.`, texts);
    } else {
      texts.leaves.set(path, value);
    }
  }
  return texts;
}

const TEXTS = flatten(ru);
const NAMESPACES = Object.keys(ru);
const KEY_LIKE = new RegExp(`^(?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_.]*$`);

/** A key-like literal found in a source file. */
interface Found {
  where: string;
  /** The key, or the static head of a template (a prefix) when `complete` is false. */
  text: string;
  complete: boolean;
}

interface Scan {
  found: Found[];
  /** Every plain string literal of the file (suffixes passed to local helpers like `t('heading')`). */
  strings: Set<string>;
  /** Dotted property chains on the imported areas (`auth.captcha.label`). */
  chains: Set<string>;
}

function scanSource(fileName: string, text: string): Scan {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const scan: Scan = { found: [], strings: new Set(), chains: new Set() };

  const collectConstants = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      ts.isVariableDeclarationList(node.parent) &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0
    ) {
      constants.set(node.name.text, node.initializer.text);
    }
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(source);

  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      scan.strings.add(node.text);
      if (KEY_LIKE.test(node.text)) scan.found.push({ where: where(node), text: node.text, complete: true });
    } else if (ts.isTemplateExpression(node)) {
      // Resolve the leading placeholders that are constants of this file; stop at the first other one.
      let head = node.head.text;
      let complete = true;
      for (const span of node.templateSpans) {
        const value = ts.isIdentifier(span.expression) ? constants.get(span.expression.text) : undefined;
        if (value === undefined) {
          complete = false;
          break;
        }
        head += value + span.literal.text;
      }
      if (KEY_LIKE.test(head)) scan.found.push({ where: where(node), text: head, complete });
    } else if (
      ts.isPropertyAccessExpression(node) &&
      !ts.isPropertyAccessExpression(node.parent) &&
      NAMESPACES.includes(node.getText(source).split('.')[0] ?? '')
    ) {
      scan.chains.add(node.getText(source).replace(/\s+/g, ''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return scan;
}

/** What is wrong with a found literal, or null. */
function problemOf({ text, complete }: Found): string | null {
  if (complete && !text.endsWith('.')) {
    if (TEXTS.leaves.has(text)) return null;
    return TEXTS.prefixes.has(`${text}.`) ? 'names a sub-tree, not a text' : 'is not a text of the ru tree';
  }
  if (text.endsWith('.')) return TEXTS.prefixes.has(text) ? null : 'is not a sub-tree of the ru tree';
  // A template head that ends inside a segment (`orders.x${y}`): some key must start with it.
  return [...TEXTS.leaves.keys()].some((key) => key.startsWith(text)) ? null : 'starts no key of the ru tree';
}

function problemsOf(scans: readonly Scan[]): string[] {
  return scans.flatMap((scan) =>
    scan.found.flatMap((found) => {
      const problem = problemOf(found);
      return problem ? [`${found.where}: '${found.text}' ${problem}`] : [];
    }),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// rules/ too: the ids the client shares with the server there (e.g. the import states) are the
// run-time suffixes of some keys.
const scans: Scan[] = [...sourceFiles(SRC), ...sourceFiles(join(ROOT, 'rules'))].map((path) =>
  scanSource(relative(ROOT, path), readFileSync(path, 'utf8')),
);

describe('i18n keys in src/', () => {
  it('finds the keys of the screens (the scan works)', () => {
    const found = scans.flatMap((scan) => scan.found);
    expect(found.filter((item) => item.complete).length).toBeGreaterThan(100);
    expect(found.filter((item) => !item.complete).length).toBeGreaterThan(10);
  });

  it('every key-like literal names a text, every prefix a sub-tree', () => {
    expect(problemsOf(scans)).toEqual([]);
  });

  it('reports a mistyped key, prefix and resolved template', () => {
    const typo = scanSource(
      'Typo.tsx',
      [
        "const F = 'orders.list.filters.';",
        "const X = 'orders.lsit.';",
        'export const a = <TextInput source="s" label={`${F}statsu`} />;',
        "export const b = t('shell.titles.dashbord');",
        'export const c = (key: string) => translate(`orders.detial.${key}`);',
        "export const d = translate('orders.list');",
        "export const ok = [t('shell.titles.dashboard'), `${F}status`, `orders.detail.${key}`];",
      ].join('\n'),
    );
    expect(problemsOf([typo])).toEqual([
      "Typo.tsx:2: 'orders.lsit.' is not a sub-tree of the ru tree",
      "Typo.tsx:3: 'orders.list.filters.statsu' is not a text of the ru tree",
      "Typo.tsx:4: 'shell.titles.dashbord' is not a text of the ru tree",
      "Typo.tsx:5: 'orders.detial.' is not a sub-tree of the ru tree",
      "Typo.tsx:6: 'orders.list' names a sub-tree, not a text",
    ]);
  });
});

/**
 * Sub-trees whose keys the scan cannot see, each with the code that reads them: the widget reads
 * its tree as an object (src/widget/render.ts), coupon rules are `coupons.rules.<rule>`
 * (src/validation/coupons.ts), the promotion list gets its namespace as a prop
 * (src/components/promotion/PromotionListPage.tsx), and INN / OGRN length messages are
 * `<tax number>.<taxpayer kind>` (src/validation/requisites.ts).
 */
const BUILT_AT_RUN_TIME = [
  'widget.',
  'coupons.rules.',
  'promotions.highlights.',
  'promotions.top.',
  'settings.validation.inn.',
  'settings.validation.ogrn.',
];

describe('the ru tree', () => {
  it('has only non-empty string texts', () => {
    const bad = [...TEXTS.leaves].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('has no text that no source file uses', () => {
    const used = new Set<string>();
    const prefixes = new Set<string>();
    const strings = new Set<string>();
    for (const scan of scans) {
      for (const found of scan.found)
        (found.complete && !found.text.endsWith('.') ? used : prefixes).add(found.text);
      for (const chain of scan.chains) used.add(chain);
      for (const text of scan.strings) strings.add(text);
    }
    // Under a prefix used with a run-time suffix, a text counts as used when its suffix is a
    // literal somewhere (`t('heading')` of a local helper) or an id (`orders.wholesaleStatus.21`).
    const coveredByPrefix = (key: string) =>
      [...prefixes].some((prefix) => {
        if (!key.startsWith(prefix)) return false;
        const rest = key.slice(prefix.length);
        return strings.has(rest) || strings.has(rest.split('.')[0]!) || /^\d+(\.|$)/.test(rest);
      });
    const unused = [...TEXTS.leaves.keys()].filter(
      (key) =>
        !used.has(key) &&
        !coveredByPrefix(key) &&
        !BUILT_AT_RUN_TIME.some((prefix) => key.startsWith(prefix)),
    );
    expect(
      unused,
      'delete these texts, or name the code that builds their keys in BUILT_AT_RUN_TIME',
    ).toEqual([]);
  });
});
