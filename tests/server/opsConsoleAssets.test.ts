import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketplace } from '../../server/marketplace.js';
import { consoleEntryScripts, consoleOnlyFiles, parseManifest } from '../../server/lib/consoleAssets.js';

/**
 * CONSOLE=off serves nothing of the console: not its page, nor any file only the console loads
 * (dist/.vite/manifest.json says which), while chunks it shares with the seller app stay served.
 */

/** A build like vite.config.ts's: three entries, shared chunks, lazy chunks, CSS and an image. */
const MANIFEST = {
  'index.html': {
    file: 'assets/main-AAAA1111.js',
    name: 'main',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-BBBB2222.js'],
    dynamicImports: ['src/pages/Orders.tsx'],
    css: ['assets/main-CCCC3333.css'],
  },
  'console/index.html': {
    file: 'assets/console-DDDD4444.js',
    name: 'console',
    src: 'console/index.html',
    isEntry: true,
    imports: ['_react-BBBB2222.js', '_Button-EEEE5555.js'],
    dynamicImports: ['console/resources/Sellers.tsx', 'src/pages/Orders.tsx'],
    css: ['assets/console-FFFF6666.css'],
    assets: ['assets/console-logo-GGGG7777.svg'],
  },
  'iframe-embed/index.html': {
    file: 'assets/widget-HHHH8888.js',
    name: 'widget',
    src: 'iframe-embed/index.html',
    isEntry: true,
    imports: ['_Button-EEEE5555.js'],
  },
  '_react-BBBB2222.js': { file: 'assets/react-BBBB2222.js', name: 'react' },
  '_Button-EEEE5555.js': { file: 'assets/Button-EEEE5555.js', name: 'Button' },
  '_SellerCard-JJJJ0000.js': { file: 'assets/SellerCard-JJJJ0000.js', name: 'SellerCard' },
  'src/pages/Orders.tsx': {
    file: 'assets/Orders-IIII9999.js',
    src: 'src/pages/Orders.tsx',
    isDynamicEntry: true,
    imports: ['_react-BBBB2222.js'],
  },
  'console/resources/Sellers.tsx': {
    file: 'assets/Sellers-KKKK1111.js',
    src: 'console/resources/Sellers.tsx',
    isDynamicEntry: true,
    imports: ['_react-BBBB2222.js', '_SellerCard-JJJJ0000.js'],
  },
};
const CONSOLE_ONLY = [
  'assets/console-DDDD4444.js',
  'assets/console-FFFF6666.css',
  'assets/console-logo-GGGG7777.svg',
  'assets/Sellers-KKKK1111.js',
  'assets/SellerCard-JJJJ0000.js',
];
const SHARED_OR_APP = [
  'assets/main-AAAA1111.js',
  'assets/main-CCCC3333.css',
  'assets/react-BBBB2222.js',
  'assets/Button-EEEE5555.js',
  'assets/Orders-IIII9999.js',
  'assets/widget-HHHH8888.js',
];
const CONSOLE_PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/seller/assets/console-DDDD4444.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/seller/assets/react-BBBB2222.js"></head><body></body></html>';
const SELLER_PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('the console-only files of a build manifest', () => {
  it('are what the console entry loads, at once or lazily, and no other entry does', () => {
    const manifest = parseManifest(JSON.stringify(MANIFEST));
    expect(manifest).not.toBeNull();
    expect([...consoleOnlyFiles(manifest!)].sort()).toEqual([...CONSOLE_ONLY].sort());
  });

  it('are none when the build has no console entry or is not a manifest', () => {
    const { 'console/index.html': _console, ...sellerOnly } = MANIFEST;
    expect(consoleOnlyFiles(parseManifest(JSON.stringify(sellerOnly))!).size).toBe(0);
    for (const text of ['', '[]', 'null', '{"a": 1}', '{"a": {"name": "x"}}']) {
      expect(parseManifest(text)).toBeNull();
    }
  });

  it('without a manifest, are the console page’s entry script', () => {
    expect([...consoleEntryScripts(CONSOLE_PAGE)]).toEqual(['assets/console-DDDD4444.js']);
  });
});

describe('static files with the console on and off', () => {
  let dist: string;
  let app: FastifyInstance;

  function writeBuild(dir: string, manifest: object | null): void {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    mkdirSync(path.join(dir, 'console'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), SELLER_PAGE);
    writeFileSync(path.join(dir, 'console', 'index.html'), CONSOLE_PAGE);
    for (const file of [...CONSOLE_ONLY, ...SHARED_OR_APP])
      writeFileSync(path.join(dir, file), `/* ${file} */`);
    if (manifest) {
      mkdirSync(path.join(dir, '.vite'), { recursive: true });
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    }
  }

  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'ops-console-dist-'));
    writeBuild(dist, MANIFEST);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  afterEach(async () => {
    await app.close();
  });

  it('off: every console-only file answers 404, shared and app files are served', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist, console: false });
    for (const file of CONSOLE_ONLY) {
      const response = await get(`/seller/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.body).not.toContain(file);
      expect((await app.inject({ method: 'HEAD', url: `/seller/${file}` })).statusCode, file).toBe(404);
    }
    // The same files under other spellings of their path.
    for (const url of [
      '/seller/assets/console%2DDDDD4444.js',
      '/seller/assets/../assets/console-DDDD4444.js',
      '/seller//assets/console-DDDD4444.js',
      '/seller/assets/console-DDDD4444.js?v=1',
    ]) {
      expect((await get(url)).body, url).not.toContain('console-DDDD4444');
    }
    for (const file of SHARED_OR_APP) {
      const response = await get(`/seller/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.body).toBe(`/* ${file} */`);
    }
    expect((await get('/admin/')).statusCode).toBe(404);
  });

  it('on: the console’s files are served, with the immutable cache header', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist, console: true });
    for (const file of [...CONSOLE_ONLY, ...SHARED_OR_APP]) {
      const response = await get(`/seller/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never serves the build manifest', async () => {
    for (const consoleOn of [true, false]) {
      app = await buildMarketplace({ dbFile: ':memory:', distDir: dist, console: consoleOn });
      const response = await get('/seller/.vite/manifest.json');
      expect(response.body).not.toContain('console/index.html');
      await app.close();
    }
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
  });

  it('off, after a rebuild while running: the new console chunks are refused too', async () => {
    const rebuilt = mkdtempSync(path.join(tmpdir(), 'ops-console-rebuilt-'));
    try {
      writeBuild(rebuilt, MANIFEST);
      app = await buildMarketplace({ dbFile: ':memory:', distDir: rebuilt, console: false });
      expect((await get('/seller/assets/console-DDDD4444.js')).statusCode).toBe(404);
      const next = structuredClone(MANIFEST);
      next['console/index.html'].file = 'assets/console-NEW00000.js';
      writeFileSync(path.join(rebuilt, 'assets', 'console-NEW00000.js'), '/* new */');
      const manifestFile = path.join(rebuilt, '.vite', 'manifest.json');
      writeFileSync(manifestFile, JSON.stringify(next));
      const later = new Date(Date.now() + 60_000);
      utimesSync(manifestFile, later, later);
      expect((await get('/seller/assets/console-NEW00000.js')).statusCode).toBe(404);
    } finally {
      rmSync(rebuilt, { recursive: true, force: true });
    }
  });

  it('off, with a build older than its manifest: the console entry script is refused', async () => {
    const old = mkdtempSync(path.join(tmpdir(), 'ops-console-old-'));
    try {
      writeBuild(old, null);
      app = await buildMarketplace({ dbFile: ':memory:', distDir: old, console: false });
      expect((await get('/seller/assets/console-DDDD4444.js')).statusCode).toBe(404);
      expect((await get('/seller/assets/react-BBBB2222.js')).statusCode).toBe(200);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});
