import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT =
  'The seller back office is not built yet: run `npm run build` (or `npm start`), then reload.';

const pathOf = (url: string): string => url.split('?')[0] ?? url;
const queryOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
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

export interface Site {
  /** Not-found handling outside the API: client-routing fallback to index.html under /seller/. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The built client under /seller/ and the main-website stand-in pages. */
export async function registerSite(app: FastifyInstance, distDir: string): Promise<Site> {
  const root = path.resolve(distDir);
  const assetsDir = path.join(root, 'assets') + path.sep;

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/seller/',
      index: ['index.html'],
      wildcard: true,
      redirect: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.get('/seller', async (request, reply) => reply.redirect(`/seller/${queryOf(request.url)}`));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(HOME));
  app.get('/account/login', async (_request, reply) => reply.type('text/html; charset=utf-8').send(LOGIN));
  app.get('/account', async (_request, reply) => reply.redirect('/account/login'));

  return {
    async notFound(request, reply) {
      const urlPath = pathOf(request.url);
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        urlPath.startsWith('/seller/') &&
        !urlPath.startsWith('/seller/assets/') &&
        !urlPath.startsWith('/seller/notification');
      if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
      if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  };
}
