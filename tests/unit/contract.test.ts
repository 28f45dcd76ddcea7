import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * contract/ (the wire types shared by src/ and server/) must stay types only: no file there may
 * emit JavaScript, and the two programs may reach it only through `import type` / `export type`,
 * so that no runtime code crosses between them.
 */

const ROOT = process.cwd();
const CONTRACT_DIR = join(ROOT, 'contract');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The JavaScript a file compiles to, comments removed. `verbatimModuleSyntax` keeps every import
 * and export that is not marked `type`, so a value import counts as emitted code.
 */
function emittedCode(source: string, fileName: string): string {
  return ts
    .transpileModule(source, {
      fileName,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
        removeComments: true,
      },
    })
    .outputText.replace(/^export \{\};$/m, '')
    .trim();
}

interface ContractReference {
  file: string;
  line: number;
  text: string;
  typeOnly: boolean;
}

/** Every `import ... from` / `export ... from` of `file` whose module is inside contract/. */
function contractReferences(file: string, source: string): ContractReference[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const references: ContractReference[] = [];
  for (const statement of sourceFile.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.text);
    if (target !== CONTRACT_DIR && !target.startsWith(`${CONTRACT_DIR}/`)) continue;
    const typeOnly = isImport
      ? statement.importClause?.isTypeOnly === true
      : (statement as ts.ExportDeclaration).isTypeOnly;
    references.push({
      file: relative(ROOT, file),
      line: sourceFile.getLineAndCharacterOfPosition(statement.getStart()).line + 1,
      text: statement.getText(),
      typeOnly,
    });
  }
  return references;
}

describe('contract/ is types only', () => {
  const contractFiles = sourceFiles(CONTRACT_DIR);

  it('has the shared wire types', () => {
    expect(contractFiles.map((file) => relative(CONTRACT_DIR, file)).sort()).toEqual(
      expect.arrayContaining(['index.ts', 'orders.ts', 'retailOrders.ts', 'finances.ts', 'statuses.ts']),
    );
  });

  it.each(contractFiles.map((file) => [relative(ROOT, file), file]))('%s emits no JavaScript', (_, file) => {
    expect(emittedCode(readFileSync(file, 'utf8'), file)).toBe('');
  });

  it('the emission check catches runtime code and value imports', () => {
    expect(emittedCode('export type A = 1;\nexport interface B { a: A }', 'x.ts')).toBe('');
    expect(emittedCode("import type { A } from './a.js';\nexport type { A };", 'x.ts')).toBe('');
    expect(emittedCode('export const A = 1;', 'x.ts')).not.toBe('');
    expect(emittedCode('export enum E { A }', 'x.ts')).not.toBe('');
    expect(emittedCode("import { A } from './a.js';\nexport type B = A;", 'x.ts')).not.toBe('');
    expect(emittedCode("export * from './a.js';", 'x.ts')).not.toBe('');
  });
});

describe('src/, server/, console/ and rules/ reach contract/ with type-only imports', () => {
  const references = ['src', 'server', 'console', 'rules'].flatMap((dir) =>
    sourceFiles(join(ROOT, dir)).flatMap((file) => contractReferences(file, readFileSync(file, 'utf8'))),
  );

  it('both programs use the contract', () => {
    expect(references.some((r) => r.file.startsWith('src/'))).toBe(true);
    expect(references.some((r) => r.file.startsWith('server/'))).toBe(true);
  });

  it('every import or re-export of contract/ is `import type` / `export type`', () => {
    const valueReferences = references.filter((r) => !r.typeOnly).map((r) => `${r.file}:${r.line} ${r.text}`);
    expect(valueReferences).toEqual([]);
  });

  it('the import check catches value imports and re-exports', () => {
    const file = join(ROOT, 'src', 'api', 'example.ts');
    const found = contractReferences(
      file,
      [
        "import type { A } from '../../contract';",
        "import { B } from '../../contract/orders';",
        "import { type C } from '../../contract';",
        "export { D } from '../../contract/index.js';",
        "export type { E } from '../../contract/index.js';",
        "import { F } from '../config/brand';",
      ].join('\n'),
    );
    expect(found.map((r) => r.typeOnly)).toEqual([true, false, false, false, true]);
  });
});

/**
 * rules/ is contract/'s runtime sibling (README "Rules written once"): pure code that the client,
 * the server and the console all import. It may import only its own files (with the `.js`
 * extension the server's NodeNext resolution needs) and contract/'s types.
 */
describe('rules/ is pure and shared', () => {
  const RULES_DIR = join(ROOT, 'rules');
  const rulesFiles = sourceFiles(RULES_DIR);

  function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
    const sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    return sourceFile.statements.flatMap((statement) => {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) return [];
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) return [];
      const typeOnly = isImport
        ? statement.importClause?.isTypeOnly === true
        : (statement as ts.ExportDeclaration).isTypeOnly;
      return [{ specifier: specifier.text, typeOnly }];
    });
  }

  it('holds the shared rules', () => {
    expect(rulesFiles.map((file) => relative(RULES_DIR, file)).sort()).toEqual(
      expect.arrayContaining([
        'index.ts',
        'money.ts',
        'vat.ts',
        'netPayout.ts',
        'requisites.ts',
        'coupons.ts',
        'statuses.ts',
      ]),
    );
  });

  it.each(rulesFiles.map((file) => [relative(ROOT, file), file]))(
    '%s imports only rules/ (with .js) and contract/ types',
    (_, file) => {
      const outside = importsOf(file).filter(({ specifier, typeOnly }) => {
        const target = resolve(dirname(file), specifier);
        if (target.startsWith(`${CONTRACT_DIR}/`)) return !typeOnly;
        return !(
          specifier.startsWith('./') &&
          specifier.endsWith('.js') &&
          target.startsWith(`${RULES_DIR}/`)
        );
      });
      expect(outside).toEqual([]);
    },
  );

  it('the client, the server and the console all import it', () => {
    const importers = ['src', 'server', 'console'].map((dir) =>
      sourceFiles(join(ROOT, dir)).some((file) =>
        importsOf(file).some(({ specifier }) => resolve(dirname(file), specifier).startsWith(RULES_DIR)),
      ),
    );
    expect(importers).toEqual([true, true, true]);
  });
});
