import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, newPage, startServer } from '../tests/e2e/harness';

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

/** The JavaScript a signed-out visitor downloads until the login form is visible, measured in Chromium. */
export async function loginScreenJs(): Promise<{ files: string[]; gzipped: number }> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser);
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), gz(await response.body()));
    });
    await page.goto(server.url('/'));
    await page.locator('input[name="email"]').waitFor();
    await page.waitForLoadState('networkidle');
    const gzipped = [...scripts.values()].reduce((a, b) => a + b, 0);
    return { files: [...scripts.keys()].map((u) => new URL(u).pathname), gzipped };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function benchBundle(): Promise<void> {
  const totals = buildTotals();
  console.log(`build: ${totals.files} JS/CSS files, ${kb(totals.raw)} raw, ${kb(totals.gzipped)} gzipped (JS ${kb(totals.jsGzipped)})`);
  const login = await loginScreenJs();
  console.log(`login screen JS: ${kb(login.gzipped)} gzipped in ${login.files.length} files (target <= 160 KB)`);
  for (const file of login.files) console.log(`  ${file}`);
}
