import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { THEME_BOOT_SCRIPT } from './rules/themeBoot';

/**
 * Three pages in one build: the seller back office, the marketplace console (docs/console.md) and
 * the public store widget (plain DOM, none of the app's code). The widget's page is a folder's
 * index.html, built to dist/iframe-embed/index.html, so a plain static host serving dist/ answers
 * /seller/iframe-embed/ (and /seller/iframe-embed, with its usual redirect to the slash) without
 * a rewrite rule.
 */
const input = {
  main: fileURLToPath(new URL('index.html', import.meta.url)),
  console: fileURLToPath(new URL('console/index.html', import.meta.url)),
  widget: fileURLToPath(new URL('iframe-embed/index.html', import.meta.url)),
};

/**
 * Also writes the widget's page as dist/iframe-embed.html, for static hosts that resolve
 * /seller/iframe-embed to a `.html` file rather than to a folder (its asset URLs are absolute).
 */
function widgetPageCopy(): Plugin {
  return {
    name: 'widget-page-copy',
    apply: 'build',
    // After vite:build-html, which adds the pages to the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['iframe-embed/index.html'];
      if (page?.type !== 'asset') throw new Error('the widget page iframe-embed/index.html was not built');
      this.emitFile({ type: 'asset', fileName: 'iframe-embed.html', source: page.source });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text files worth compressing; smaller ones gain less than the header costs. */
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the
 * highest levels, once at build time: the server sends the one the browser accepts
 * (`preCompressed`, server/routes/site.ts) instead of compressing on every request.
 */
function precompressedCopies(): Plugin {
  return {
    name: 'precompressed-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          if (source.length < COMPRESS_FROM_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The seller app's page gets the theme's first script inline in its head (rules/themeBoot.ts). */
function themeBootScript(): Plugin {
  return {
    name: 'theme-boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) =>
        context.path === '/index.html'
          ? [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' }]
          : [],
    },
  };
}

export default defineConfig({
  base: '/seller/',
  plugins: [react(), themeBootScript(), widgetPageCopy(), precompressedCopies()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input },
    // dist/.vite/manifest.json: the server reads which chunks are the console's alone, to serve
    // none of them with CONSOLE=off (server/lib/consoleAssets.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/seller/api': 'http://127.0.0.1:8080',
      '/seller/notification': { target: 'http://127.0.0.1:8080', ws: true },
      '/admin/api': 'http://127.0.0.1:8080',
    },
  },
});
