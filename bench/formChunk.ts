import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The product form's chunk in the build (issue 10: "the gzipped size of the product form's
 * chunk"). Rollup names a lazily loaded page's chunk after its module, so the chunk of
 * src/resources/products/form/ProductCreatePage.tsx is `assets/ProductCreatePage-<hash>.js`. The
 * page chunk is small: the form itself is in chunks it imports. What opening the form downloads is
 * its static imports' closure minus what the chunk that loads it (the shell) has already loaded.
 */

const ASSETS = join(import.meta.dirname, '..', 'dist', 'assets');
const FORM_MODULE = 'ProductCreatePage';
/** `import{a as b}from"./x.js"` and `import"./x.js"` (not the dynamic `import("./x.js")`). */
const STATIC_IMPORT = /import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

const gz = (file: string) => gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length;

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(join(ASSETS, file), 'utf8').matchAll(STATIC_IMPORT)) {
      if (match[1]) visit(match[1]);
    }
  };
  visit(start);
  return seen;
}

export interface FormChunk {
  file: string;
  gzipped: number;
  /** The chunk and the chunks it imports that the shell has not loaded yet. */
  downloadFiles: number;
  downloadGzipped: number;
}

export function productFormChunk(): FormChunk {
  return lazyPageChunk(FORM_MODULE);
}

/** The analytics pages' chunk (src/custom-pages/analytics/AnalyticsPage.tsx, x-charts included). */
export const ANALYTICS_MODULE = 'AnalyticsPage';

/** A lazily loaded page's chunk `<module>-<hash>.js` and what opening it from the shell downloads. */
export function lazyPageChunk(module: string): FormChunk {
  const files = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  const file = files.find((name) => name.startsWith(`${module}-`));
  if (!file) throw new Error(`no ${module}-*.js in dist/assets: run npx vite build`);
  const loaders = files.filter(
    (name) => name !== file && readFileSync(join(ASSETS, name), 'utf8').includes(file),
  );
  const loaded = new Set(loaders.flatMap((loader) => [...closure(loader)]));
  const download = [...closure(file)].filter((name) => !loaded.has(name));
  return {
    file,
    gzipped: gz(file),
    downloadFiles: download.length,
    downloadGzipped: download.reduce((total, name) => total + gz(name), 0),
  };
}
