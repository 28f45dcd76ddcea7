import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, newPage, startServer } from '../tests/e2e/harness';
import { ANALYTICS_MODULE, lazyPageChunk, productFormChunk } from './formChunk';

const DIST = join(import.meta.dirname, '..', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (data: Buffer) => gzipSync(data, { level: 9 }).length;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Total of the build: every JS and CSS file, raw and gzipped. */
export function buildTotals(): { files: number; raw: number; gzipped: number; jsGzipped: number } {
  const files = walk(DIST).filter((f) => /\.(js|css)$/.test(f));
  let raw = 0;
  let gzipped = 0;
  let jsGzipped = 0;
  for (const file of files) {
    const data = readFileSync(file);
    raw += data.length;
    const size = gz(data);
    gzipped += size;
    if (file.endsWith('.js')) jsGzipped += size;
  }
  return { files: files.length, raw, gzipped, jsGzipped };
}

/** The mark src/shellEntry.ts sets when the login screen starts fetching the shell. */
const PREFETCH_MARK = 'seller:shell-prefetch';

export interface LoginScreenJs {
  files: string[];
  gzipped: number;
  /** Fetched afterwards, from the visitor's first input on (the shell and the dashboard page). */
  prefetchedFiles: number;
  prefetchedGzipped: number;
}

/**
 * The JavaScript a signed-out visitor downloads until the login form is visible, measured in
 * Chromium: the scripts requested before the prefetch of the shell starts. The prefetch is
 * reported apart.
 */
export async function loginScreenJs(): Promise<LoginScreenJs> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser);
    const scripts = new Map<string, { gzipped: number; startedAt: number }>();
    page.on('response', async (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script') return;
      scripts.set(response.url(), {
        gzipped: gz(await response.body()),
        startedAt: request.timing().startTime,
      });
    });
    await page.goto(server.url('/'));
    await page.locator('input[name="email"]').waitFor();
    await page.waitForLoadState('networkidle');
    // The prefetch starts at the visitor's first input, when the browser is next idle: focus the
    // form, wait for its mark, then until no script has arrived for a second.
    await page.locator('input[name="email"]').focus();
    await page
      .waitForFunction((name) => performance.getEntriesByName(name).length > 0, PREFETCH_MARK, {
        timeout: 5000,
      })
      .catch(() => undefined);
    for (let count = -1; count !== scripts.size;) {
      count = scripts.size;
      await page.waitForTimeout(1000);
    }
    const markAt = await page.evaluate((name) => {
      const mark = performance.getEntriesByName(name)[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    }, PREFETCH_MARK);
    const entries = [...scripts.entries()];
    const before = entries.filter(([, s]) => markAt === null || s.startedAt < markAt);
    const after = entries.filter(([, s]) => markAt !== null && s.startedAt >= markAt);
    const sum = (list: typeof entries) => list.reduce((total, [, s]) => total + s.gzipped, 0);
    return {
      files: before.map(([url]) => new URL(url).pathname),
      gzipped: sum(before),
      prefetchedFiles: after.length,
      prefetchedGzipped: sum(after),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Text that only react-admin (its translation keys) or React (its element symbol) puts in a chunk. */
const FOREIGN_MARKERS = [
  { name: 'react-admin', pattern: /["'`]ra\.(action|page|message|navigation|notification)\./ },
  { name: 'React', pattern: /react\.(transitional\.)?element/ },
];

export interface WidgetPageJs {
  files: string[];
  gzipped: number;
  /** The libraries found in the widget's scripts (none expected). */
  foreign: string[];
}

/**
 * The JavaScript of the public store widget (/seller/iframe-embed), measured in Chromium until
 * the card (or its message) is drawn, and checked for react-admin and React code.
 */
export async function widgetPageJs(): Promise<WidgetPageJs> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser);
    const scripts = new Map<string, { gzipped: number; text: string }>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.set(response.url(), { gzipped: gz(body), text: body.toString('utf8') });
    });
    await page.goto(server.url('/iframe-embed?storeId=1'));
    await page.locator('.card, .message').first().waitFor();
    await page.waitForLoadState('networkidle');
    const entries = [...scripts.entries()];
    const foreign = FOREIGN_MARKERS.filter((marker) =>
      entries.some(([, script]) => marker.pattern.test(script.text)),
    ).map((marker) => marker.name);
    return {
      files: entries.map(([url]) => new URL(url).pathname),
      gzipped: entries.reduce((total, [, script]) => total + script.gzipped, 0),
      foreign,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function benchBundle(): Promise<void> {
  const totals = buildTotals();
  console.log(
    `build: ${totals.files} JS/CSS files, ${kb(totals.raw)} raw, ${kb(totals.gzipped)} gzipped (JS ${kb(totals.jsGzipped)})`,
  );
  const form = productFormChunk();
  console.log(
    `product form chunk (${form.file}): ${kb(form.gzipped)} gzipped; opening the form from the shell downloads ${kb(form.downloadGzipped)} gzipped in ${form.downloadFiles} files`,
  );
  const analytics = lazyPageChunk(ANALYTICS_MODULE);
  console.log(
    `analytics chunk (${analytics.file}, x-charts included): ${kb(analytics.gzipped)} gzipped; opening an analytics page from the shell downloads ${kb(analytics.downloadGzipped)} gzipped in ${analytics.downloadFiles} files`,
  );
  const chartFiles = readdirSync(join(DIST, 'assets')).filter(
    (name) => name.endsWith('.js') && readFileSync(join(DIST, 'assets', name), 'utf8').includes('MuiChartsSurface'),
  );
  console.log(`  x-charts is in: ${chartFiles.join(', ') || 'no file'}`);
  const login = await loginScreenJs();
  console.log(
    `login screen JS: ${kb(login.gzipped)} gzipped in ${login.files.length} files (target <= 160 KB)`,
  );
  for (const file of login.files) console.log(`  ${file}`);
  console.log(
    `then prefetched from the first input on (shell, dashboard page): ${kb(login.prefetchedGzipped)} gzipped in ${login.prefetchedFiles} files`,
  );
  const widget = await widgetPageJs();
  console.log(
    `store widget /iframe-embed JS: ${kb(widget.gzipped)} gzipped in ${widget.files.length} files (target < 60 KB, no react-admin)`,
  );
  for (const file of widget.files) console.log(`  ${file}`);
  if (widget.foreign.length > 0 || widget.gzipped >= 60 * 1024) {
    console.error(`  FAILED: the widget loads ${widget.foreign.join(', ') || 'too much JavaScript'}`);
    process.exitCode = 1;
  } else {
    console.log('  no react-admin, no React: OK');
  }
}
