import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUILD_METADATA_DIR, consoleAssetTest } from '../lib/consoleAssets.js';
import { EMBEDDABLE_PATH } from '../lib/securityHeaders.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT =
  'The seller back office is not built yet: run `npm run build` (or `npm start`), then reload.';
const WIDGET_NOT_BUILT = 'The store widget is not built yet: run `npm run build`, then reload.';
const CONSOLE_NOT_BUILT =
  'The marketplace console is not built yet: run `npm run build` (or `npm start`), then reload.';

/** The console's page in the build (the second Vite entry, console/index.html). */
const CONSOLE_DIR = 'console';
const isConsolePage = (urlPath: string): boolean =>
  urlPath.startsWith('/admin/') && !/^\/admin\/api(\/|$)/.test(urlPath);

/** The app's icon (public/favicon.svg in the build); also answered at /favicon.ico for every page of the origin. */
const FAVICON_FILE = 'favicon.svg';
const FAVICON_URL = `/seller/${FAVICON_FILE}`;

const pathOf = (url: string): string => url.split('?')[0] ?? url;
const queryOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="${FAVICON_URL}"><title>${title}</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
${body}
</body>
</html>
`;
}

const HOME = page(
  'Маркетплейс — главная',
  `<h1>Маркетплейс — главная</h1>
<p>Заглушка главного сайта маркетплейса для локального запуска.</p>
<p><a href="/seller/">Кабинет продавца</a> · <a href="/account/login">Вход на маркетплейс</a></p>`,
);

const LOGIN = page(
  'Вход на маркетплейс',
  `<h1>Вход на маркетплейс</h1>
<p>Заглушка страницы входа главного сайта: сюда кабинет продавца отправляет покупателей и других пользователей, которые не являются продавцами.</p>
<p><a href="/">На главную</a> · <a href="/seller/">Кабинет продавца</a></p>`,
);

/**
 * The main website's learning pages the back office links to (src/config/support.ts
 * LEARNING_PATHS): stand-ins, so the sidebar's external links work on a local run.
 */
const LEARNING_PAGES: Readonly<Record<string, { title: string; text: string }>> = {
  '/seller-help/steps-to-success': {
    title: 'Шаги к успеху',
    text: 'Заглушка страницы главного сайта с советами продавцу: как оформить магазин, добавить товары и получить первые заказы.',
  },
  '/seller-help/protection': {
    title: 'Защита продавца',
    text: 'Заглушка страницы главного сайта о защите продавца: безопасная сделка, споры и возвраты.',
  },
  '/seller-help/feedback': {
    title: 'Обратная связь',
    text: 'Заглушка формы обратной связи главного сайта: здесь продавец пишет в поддержку маркетплейса.',
  },
};

const learningPage = (title: string, text: string): string =>
  page(
    title,
    `<h1>${title}</h1>
<p>${text}</p>
<p><a href="/seller/">Кабинет продавца</a> · <a href="/">На главную</a></p>`,
  );

/** The main website's page of a store: where the widget's 'Совершать покупки' leads (widgetInfo.ts). */
const storePage = (storeId: string): string =>
  page(
    `Магазин №${storeId}`,
    `<h1>Магазин №${storeId}</h1>
<p>Заглушка страницы магазина на главном сайте маркетплейса: здесь покупатель видит товары магазина.</p>
<p><a href="/">На главную</a></p>`,
  );

/**
 * The store widget's page in the build (the third Vite entry, dist/iframe-embed/index.html), served
 * at EMBEDDABLE_PATH and below it.
 */
const WIDGET_DIR = 'iframe-embed';
const WIDGET_FILE = path.join(WIDGET_DIR, 'index.html');

export interface SiteOptions {
  /** The marketplace console's pages under /admin/ (docs/console.md); off: 404. */
  console: boolean;
}

export interface Site {
  /** Not-found handling outside the API: client-routing fallback to index.html under /seller/. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The index page of the build (or of the console), without caching; 503 with a hint when not built. */
async function sendIndex(reply: FastifyReply, file: string, notBuilt: string): Promise<FastifyReply> {
  const html = await readFile(file, 'utf8').catch(() => null);
  if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(notBuilt);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/**
 * The built client under /seller/, the console's page under /admin/ (its assets are the build's,
 * under /seller/assets/) and the main-website stand-in pages.
 */
export async function registerSite(
  app: FastifyInstance,
  distDir: string,
  options: SiteOptions,
): Promise<Site> {
  const root = path.resolve(distDir);
  const assetsDir = path.join(root, 'assets') + path.sep;
  // With the console off, none of its files is served (chunks shared with the app are).
  const isConsoleAsset = options.console ? () => false : consoleAssetTest(root);
  const buildMetadata = `/${BUILD_METADATA_DIR}`;

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/seller/',
      index: ['index.html'],
      wildcard: true,
      redirect: false,
      cacheControl: false,
      // The build writes .br and .gz copies of its text files (vite.config.ts).
      preCompressed: true,
      // The console's page is served at /admin/ only; the widget's at EMBEDDABLE_PATH only, by the
      // routes below (its copy iframe-embed.html is for static hosts). The build's manifest never.
      allowedPath: (pathName) =>
        pathName !== buildMetadata &&
        !pathName.startsWith(`${buildMetadata}/`) &&
        !isConsoleAsset(pathName) &&
        pathName !== `/${CONSOLE_DIR}` &&
        !pathName.startsWith(`/${CONSOLE_DIR}/`) &&
        pathName !== `/${WIDGET_DIR}.html` &&
        pathName !== `/${WIDGET_DIR}` &&
        !pathName.startsWith(`/${WIDGET_DIR}/`),
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  // Browsers ask for /favicon.ico when a page (a PDF, a JSON reply) names no icon: answer the app's icon.
  app.get('/favicon.ico', async (_request, reply) => {
    const icon = await readFile(path.join(root, FAVICON_FILE)).catch(() => null);
    if (icon === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon);
  });
  // The public widget: its own small page, never the app's index, below its path too, since
  // securityHeaders lets every path under it be framed by any site.
  for (const url of [EMBEDDABLE_PATH, `${EMBEDDABLE_PATH}/*`]) {
    app.get(url, async (_request, reply) => sendIndex(reply, path.join(root, WIDGET_FILE), WIDGET_NOT_BUILT));
  }
  app.get<{ Params: { storeId: string } }>('/store/:storeId', async (request, reply) =>
    /^[1-9]\d{0,15}$/.test(request.params.storeId)
      ? reply.type('text/html; charset=utf-8').send(storePage(request.params.storeId))
      : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
  app.get('/seller', async (request, reply) => reply.redirect(`/seller/${queryOf(request.url)}`));
  if (options.console) {
    app.get('/admin', async (request, reply) => reply.redirect(`/admin/${queryOf(request.url)}`));
  }
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(HOME));
  app.get('/account/login', async (_request, reply) => reply.type('text/html; charset=utf-8').send(LOGIN));
  app.get('/account', async (_request, reply) => reply.redirect('/account/login'));
  for (const [url, { title, text }] of Object.entries(LEARNING_PAGES)) {
    const html = learningPage(title, text);
    app.get(url, async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  }

  return {
    async notFound(request, reply) {
      const urlPath = pathOf(request.url);
      const isGet = request.method === 'GET' || request.method === 'HEAD';
      const isPage =
        isGet &&
        urlPath.startsWith('/seller/') &&
        !urlPath.startsWith('/seller/assets/') &&
        // The hub's path only: /seller/notifications is a page of the app.
        !/^\/seller\/notification(\/|$)/.test(urlPath);
      if (isPage) return sendIndex(reply, path.join(root, 'index.html'), NOT_BUILT);
      // The console's client routes (react-admin under basename /admin); /admin/api is the server's.
      if (options.console && isGet && isConsolePage(urlPath)) {
        return sendIndex(reply, path.join(root, CONSOLE_DIR, 'index.html'), CONSOLE_NOT_BUILT);
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  };
}
