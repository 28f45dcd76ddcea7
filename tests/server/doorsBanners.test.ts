import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BannerCreated } from '../../contract/index.js';
import { run } from '../../server/db/query.js';
import { bandedPng } from '../../server/db/seeds/png.js';
import {
  count,
  postMultipart,
  withOrdersServer,
  type OrdersServer,
  type Part,
  type SellerSession,
} from './ordersHelpers.js';

/**
 * Issue 28 item 4: a banner's link is stored in its canonical form (`new URL(x).href`) and only
 * when it is an http(s) link with a host, no credentials and no whitespace or control character
 * (rules/httpLink.ts); a refusal is a Russian `-1` and stores no banner, payment or file.
 */

let server: OrdersServer;
let seller: SellerSession;
withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const TOP_BANNER = bandedPng([200, 40, 40], 1200, 300);
// BASE_NOW is 2026-03-18 (Moscow).
const PERIOD = { BannerPositionId: '1', DateFrom: '2026-03-20', DateTo: '2026-03-22' };

const createBanner = (link: string) => {
  const parts: Part[] = [
    ...Object.entries(PERIOD).map(([name, value]) => ({ name, value })),
    { name: 'Link', value: link },
    { name: 'BannerFile', filename: 'banner.png', contentType: 'image/png', data: TOP_BANNER },
  ];
  return postMultipart<BannerCreated>(server.app, '/Marketing/CreateBanner', seller.token, parts);
};

const uploads = () => {
  const dir = path.join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const stored = () => ({
  banners: count(server, 'SELECT COUNT(*) FROM banners'),
  payments: count(server, 'SELECT COUNT(*) FROM marketing_payments'),
  uploads: uploads(),
});

const NOT_HTTP = 'Ссылка должна начинаться с http:// или https://';
const SPACES = 'Ссылка не должна содержать пробелы и управляющие символы';
const CREDENTIALS = 'Ссылка не должна содержать имя пользователя или пароль';

describe('CreateBanner: the link', () => {
  it('refuses what is no plain http(s) link with a Russian message, storing nothing', async () => {
    const before = stored();
    const cases: [string, string][] = [
      ['http:evil.example', NOT_HTTP],
      ['https:/evil.example', NOT_HTTP],
      ['https:\\\\evil.example/', NOT_HTTP],
      ['//evil.example/', NOT_HTTP],
      ['evil.example', NOT_HTTP],
      ['ftp://evil.example/', NOT_HTTP],
      ['javascript:alert(1)', NOT_HTTP],
      ['https://', NOT_HTTP],
      ['https://user:pass@evil.example/', CREDENTIALS],
      ['https://user@evil.example/', CREDENTIALS],
      ['https://@evil.example/', CREDENTIALS],
      ['https://shop.example@evil.example/', CREDENTIALS],
      ['https://evil.example/\u0000', SPACES],
      ['https://evil.example/\u0000.shop.example', SPACES],
      ['https://evil.example/a b', SPACES],
      ['https://evil.ex\tample/', SPACES],
      ['https://evil.example/\r\nSet-Cookie:x', SPACES],
      ['https://evil.example/\u200b', SPACES],
      ['https://evil.example/\u00a0x', SPACES],
      [`https://shop.example/${'a'.repeat(481)}`, 'Ссылка длиннее 500 символов'],
    ];
    for (const [link, message] of cases) {
      expect(await createBanner(link), JSON.stringify(link)).toEqual({ status: -1, errorMessage: message });
    }
    expect(stored()).toEqual(before);
  });

  it('stores the canonical form of an http(s) link', async () => {
    const links: [string, string][] = [
      ['https://shop.example/sale', 'https://shop.example/sale'],
      ['HTTPS://Shop.EXAMPLE:443/Sale?q=1#top', 'https://shop.example/Sale?q=1#top'],
      ['http://shop.example:8080', 'http://shop.example:8080/'],
      ['https://shop.example/a/../b/./c', 'https://shop.example/b/c'],
      ['https://магазин.рф/акция', new URL('https://магазин.рф/акция').href],
      ['  https://shop.example/trimmed  ', 'https://shop.example/trimmed'],
    ];
    for (const [sent, canonical] of links) {
      run(server.db, 'DELETE FROM banners');
      const reply = await createBanner(sent);
      expect(reply.status, sent).toBe(1);
      const bannerId = reply.data?.bannerId;
      const link = server.db.prepare('SELECT link FROM banners WHERE id = ?').pluck().get(bannerId);
      expect(link, sent).toBe(canonical);
    }
    expect(new URL('https://магазин.рф/акция').href).toMatch(/^https:\/\/xn--/);
  });
});
