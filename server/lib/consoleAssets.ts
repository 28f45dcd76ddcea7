import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which files of the build belong to the marketplace console alone, so that with `CONSOLE=off`
 * the static handler serves none of them (routes/site.ts). The build's manifest (vite.config.ts
 * `build.manifest`) names every chunk, its imports and its lazy imports: the console's files are
 * those its entry loads and no other entry does. Chunks shared with the seller app stay served.
 */

/** Vite's folder of build metadata in dist/ (the manifest): never served. */
export const BUILD_METADATA_DIR = '.vite';
/** Vite's build manifest, relative to dist/. */
export const BUILD_MANIFEST = `${BUILD_METADATA_DIR}/manifest.json`;
/** The console's entry in the manifest: its page, the build input `console` (vite.config.ts). */
export const CONSOLE_ENTRY = 'console/index.html';

interface ManifestChunk {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  assets: string[];
}

export type BuildManifest = ReadonlyMap<string, ManifestChunk>;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The manifest's chunks by key; null when the text is not a Vite manifest. */
export function parseManifest(text: string): BuildManifest | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const chunks = new Map<string, ManifestChunk>();
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || typeof value !== 'object') return null;
    const chunk = value as Record<string, unknown>;
    if (typeof chunk.file !== 'string') return null;
    chunks.set(key, {
      file: chunk.file,
      isEntry: chunk.isEntry === true,
      imports: strings(chunk.imports),
      dynamicImports: strings(chunk.dynamicImports),
      css: strings(chunk.css),
      assets: strings(chunk.assets),
    });
  }
  return chunks;
}

/** Every output file (dist-relative, `assets/x-hash.js`) the entries load, at once or lazily. */
function filesLoadedBy(manifest: BuildManifest, entries: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const chunk = manifest.get(key);
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    for (const file of [chunk.file, ...chunk.css, ...chunk.assets]) files.add(file);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return files;
}

/** The files only the console loads (dist-relative); empty when the build has no console entry. */
export function consoleOnlyFiles(manifest: BuildManifest): Set<string> {
  if (!manifest.get(CONSOLE_ENTRY)?.isEntry) return new Set();
  const otherEntries = [...manifest]
    .filter(([key, chunk]) => chunk.isEntry && key !== CONSOLE_ENTRY)
    .map(([key]) => key);
  const shared = filesLoadedBy(manifest, otherEntries);
  return new Set([...filesLoadedBy(manifest, [CONSOLE_ENTRY])].filter((file) => !shared.has(file)));
}

/**
 * Without a manifest (a build older than `build.manifest`): the console page's own module script,
 * its entry chunk. Its other chunks cannot be told from the seller app's and stay served.
 */
export function consoleEntryScripts(consolePage: string): Set<string> {
  const scripts = consolePage.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/seller\/([^"?#]+)"/g);
  return new Set([...scripts].map((match) => match[1] ?? '').filter((file) => file !== ''));
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

function readConsoleFiles(distRoot: string): Set<string> {
  const manifestText = readText(path.join(distRoot, BUILD_MANIFEST));
  const manifest = manifestText === null ? null : parseManifest(manifestText);
  if (manifest) return consoleOnlyFiles(manifest);
  const page = readText(path.join(distRoot, CONSOLE_ENTRY));
  return page === null ? new Set() : consoleEntryScripts(page);
}

const modified = (file: string): number => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * For the static handler: does a dist path (`/assets/console-abc.js`) belong to the console alone?
 * Read again when the build changes (a rebuild while the server runs renames the chunks).
 */
export function consoleAssetTest(distRoot: string): (pathName: string) => boolean {
  let stamp = '';
  let files = new Set<string>();
  return (pathName) => {
    const current = `${modified(path.join(distRoot, BUILD_MANIFEST))}:${modified(path.join(distRoot, CONSOLE_ENTRY))}`;
    if (current !== stamp) {
      stamp = current;
      files = readConsoleFiles(distRoot);
    }
    return files.has(pathName.replace(/^\/+/, ''));
  };
}
