// Moves TypeScript modules and rewrites every relative import of them (and their own imports).
// Usage: node scripts/codemods/move-modules.mjs old=new [old=new ...]  (paths from the repo root)
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const moves = new Map(process.argv.slice(2).map((pair) => pair.split('=').map((p) => path.resolve(p))));
const files = execSync("git ls-files '*.ts' '*.tsx' '*.mjs'", { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((f) => path.resolve(f));

const EXTS = ['.ts', '.tsx', '/index.ts', '/index.tsx', '.js', ''];
function resolveFrom(dir, spec) {
  const base = path.resolve(dir, spec.replace(/\.js$/, ''));
  for (const ext of EXTS) {
    const candidate = base + ext;
    if (moves.has(candidate) || existsSync(candidate)) return { file: candidate, ext };
  }
  return null;
}
function specifier(fromDir, target, keepJs) {
  let rel = path.relative(fromDir, target).replace(/\.(tsx?|js)$/, '');
  if (!rel.startsWith('.')) rel = './' + rel;
  return keepJs ? rel + '.js' : rel;
}
const IMPORT = /(from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
for (const file of files) {
  const newFile = moves.get(file) ?? file;
  const source = readFileSync(file, 'utf8');
  const oldDir = path.dirname(file);
  const newDir = path.dirname(newFile);
  const next = source.replace(IMPORT, (whole, lead, quote, spec) => {
    const resolved = resolveFrom(oldDir, spec);
    if (!resolved) return whole;
    if (resolved.ext.startsWith('/index')) {
      if (!moves.has(resolved.file) && oldDir === newDir) return whole;
    }
    const target = moves.get(resolved.file) ?? resolved.file;
    if (target === resolved.file && oldDir === newDir) return whole;
    const targetSpec = resolved.ext.startsWith('/index') && !moves.has(resolved.file)
      ? specifier(newDir, path.dirname(resolved.file), false)
      : specifier(newDir, target, spec.endsWith('.js'));
    return `${lead}${quote}${targetSpec}${quote}`;
  });
  if (next !== source) writeFileSync(file, next);
}
for (const [from, to] of moves) execSync(`mkdir -p '${path.dirname(to)}' && git mv '${from}' '${to}'`);
