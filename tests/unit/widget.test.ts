import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_LOGO, FALLBACK_PICTURE } from '../../src/widget/fallbackImages';
import { message, storeCard } from '../../src/widget/render';
import type { WidgetInfo } from '../../contract';
import { isWidgetPath } from '../../src/widget/path';
import { loadWidgetInfo } from '../../src/widget/widgetApi';
import {
  httpUrl,
  imageOrFallback,
  shopUrlOf,
  starsPercent,
  storeIdOf,
  themeOf,
  widgetStoreOf,
  type WidgetStore,
} from '../../src/widget/widgetModel';

/** The reference server's reply: the specification's Store fields and our own spellings. */
const INFO: WidgetInfo = {
  storeName: 'Уральские <b>Промтовары</b>',
  storeLogo: '/seller/uploads/logo.png',
  storePicture: null,
  storeRating: 4.56,
  productCount: 12,
  storeId: 5,
  name: 'Уральские <b>Промтовары</b>',
  logoUrl: '/seller/uploads/logo.png',
  pictureUrl: null,
  rating: 4.56,
  storeUrl: 'https://market.example/store/5',
};

const STORE: WidgetStore = {
  name: 'Уральские <b>Промтовары</b>',
  logoUrl: '/seller/uploads/logo.png',
  pictureUrl: null,
  rating: 4.56,
  productCount: 12,
  storeUrl: 'https://market.example/store/5',
};

describe('the widget query string', () => {
  it('takes only a positive whole storeId', () => {
    expect(storeIdOf('?storeId=5')).toBe(5);
    expect(storeIdOf('?theme=dark&storeId=120')).toBe(120);
    for (const search of [
      '',
      '?storeId=',
      '?storeId=abc',
      '?storeId=0',
      '?storeId=-2',
      '?storeId=1.5',
      '?storeId=5x',
    ]) {
      expect(storeIdOf(search), search).toBeNull();
    }
  });

  it('is dark only for theme=dark', () => {
    expect(themeOf('?storeId=5&theme=dark')).toBe('dark');
    expect(themeOf('?storeId=5&theme=DARK')).toBe('light');
    expect(themeOf('?storeId=5')).toBe('light');
  });
});

describe('the widget path', () => {
  it('is /seller/iframe-embed with or without the slash and below it, nothing else', () => {
    for (const path of ['/seller/iframe-embed', '/seller/iframe-embed/', '/seller/iframe-embed/index.html']) {
      expect(isWidgetPath(path), path).toBe(true);
    }
    for (const path of [
      '/seller/',
      '/seller/iframe-embedded',
      '/seller/iframe-embed.html',
      '/iframe-embed',
    ]) {
      expect(isWidgetPath(path), path).toBe(false);
    }
  });
});

describe('links and images', () => {
  it('opens only http(s) links', () => {
    expect(httpUrl('https://market.example/store/5')).toBe('https://market.example/store/5');
    expect(httpUrl('http://127.0.0.1:8080/store/5')).toBe('http://127.0.0.1:8080/store/5');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/store/5', '', null, undefined]) {
      expect(httpUrl(bad), String(bad)).toBeNull();
    }
  });

  it("links 'Совершать покупки' to the reply's store page, else to the main website's", () => {
    const website = 'https://market.example';
    expect(shopUrlOf('https://other.example/shop/5', 5, website)).toBe('https://other.example/shop/5');
    for (const missing of [null, 'javascript:alert(1)', '/store/5', 'market.example/store/5']) {
      expect(shopUrlOf(missing, 5, website), String(missing)).toBe('https://market.example/store/5');
    }
    expect(shopUrlOf(null, 5, 'not a website')).toBeNull();
  });

  it('chooses the fallback for a missing or unusable image', () => {
    expect(imageOrFallback('/seller/uploads/a.png', 'F')).toBe('/seller/uploads/a.png');
    expect(imageOrFallback('https://cdn.example/a.png', 'F')).toBe('https://cdn.example/a.png');
    for (const bad of [null, undefined, '', '   ', 'javascript:alert(1)', '//evil.example/a.png', 'a.png']) {
      expect(imageOrFallback(bad, 'F'), String(bad)).toBe('F');
    }
  });

  it('fills the stars with the rating as shown (minus 0.1)', () => {
    expect(starsPercent(5)).toBe(98);
    expect(starsPercent(0)).toBe(0);
    expect(starsPercent(2.6)).toBe(50);
  });
});

describe('the reply', () => {
  it("reads the reference server's reply and drops what the widget does not show", () => {
    expect(widgetStoreOf({ ...INFO, email: 'owner@demo.ru' })).toEqual(STORE);
  });

  it("reads a reply with only the specification's Store fields", () => {
    const spec = {
      storeName: 'Кедр',
      storeLogo: 'https://cdn.example/logo.png',
      storePicture: '/seller/uploads/banner.jpg',
      storeRating: 4,
      productCount: 3,
      workSchedules: { Monday: '9-18' },
    };
    expect(widgetStoreOf(spec)).toEqual({
      name: 'Кедр',
      logoUrl: 'https://cdn.example/logo.png',
      pictureUrl: '/seller/uploads/banner.jpg',
      rating: 4,
      productCount: 3,
      storeUrl: null,
    });
    expect(widgetStoreOf({ storeName: 'Кедр' })).toEqual({
      name: 'Кедр',
      logoUrl: null,
      pictureUrl: null,
      rating: 0,
      productCount: null,
      storeUrl: null,
    });
  });

  it('reads a reply with only our own fields', () => {
    const { storeName, storeLogo, storePicture, storeRating, ...ours } = INFO;
    expect([storeName, storeLogo, storePicture, storeRating]).toHaveLength(4);
    expect(widgetStoreOf(ours)).toEqual(STORE);
    expect(widgetStoreOf({ name: 'Кедр', productCount: 0 })).toMatchObject({ name: 'Кедр', productCount: 0 });
  });

  it("prefers the specification's spelling and skips a blank one", () => {
    expect(
      widgetStoreOf({
        storeName: 'Спец',
        name: 'Наш',
        storeLogo: '',
        logoUrl: '/seller/uploads/l.png',
        storeRating: 3,
        rating: 5,
      }),
    ).toMatchObject({ name: 'Спец', logoUrl: '/seller/uploads/l.png', rating: 3 });
    expect(widgetStoreOf({ storeName: '  ', name: 'Наш' })).toMatchObject({ name: 'Наш' });
  });

  it('refuses garbage', () => {
    for (const garbage of [
      null,
      undefined,
      'Кедр',
      42,
      [],
      [INFO],
      {},
      { storeName: '' },
      { storeName: 7 },
      { ...INFO, storeLogo: 7 },
      { ...INFO, storeRating: '4.5' },
      { ...INFO, rating: Number.NaN },
      { ...INFO, productCount: -1 },
      { ...INFO, productCount: 1.5 },
      { ...INFO, storeUrl: { href: 'https://market.example' } },
    ]) {
      expect(widgetStoreOf(garbage), JSON.stringify(garbage) ?? String(garbage)).toBeNull();
    }
  });

  afterEach(() => vi.unstubAllGlobals());

  const serve = (reply: () => Promise<Response>) => {
    const fetchMock = vi.fn(reply);
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('asks the public call without credentials and tells found, unknown and failed apart', async () => {
    const fetchMock = serve(() => json({ status: 1, data: INFO }));
    expect(await loadWidgetInfo(5)).toEqual({ kind: 'found', store: STORE });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/seller/api/Marketing/GetWidgetInfoByStoreId?storeId=5');
    expect(init.credentials).toBe('omit');
    serve(() => json({ status: -1, errorMessage: 'Store not found' }));
    expect(await loadWidgetInfo(5)).toEqual({ kind: 'unknown' });
    serve(() => json({}, 500));
    expect(await loadWidgetInfo(5)).toEqual({ kind: 'failed' });
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadWidgetInfo(5)).toEqual({ kind: 'failed' });
  });

  it('fails on a reply that is not a store envelope', async () => {
    for (const body of [
      { status: 1, data: { storeName: 7 } },
      { status: 1 },
      { data: INFO },
      [],
      'ok',
      { status: 0 },
    ]) {
      serve(() => json(body));
      expect(await loadWidgetInfo(5), JSON.stringify(body)).toEqual({ kind: 'failed' });
    }
    serve(() => Promise.resolve(new Response('<html>', { status: 200 })));
    expect(await loadWidgetInfo(5)).toEqual({ kind: 'failed' });
  });
});

describe('the store card', () => {
  const images = (card: HTMLElement) => ({
    picture: card.querySelector('img.picture') as HTMLImageElement,
    logo: card.querySelector('img.logo') as HTMLImageElement,
  });

  it('shows the name as text, the stars, the badge and a safe shop link', () => {
    const card = storeCard(STORE, STORE.storeUrl);
    expect(card.querySelector('h1')?.textContent).toBe('Уральские <b>Промтовары</b>');
    expect(card.querySelector('b')).toBeNull();
    expect(card.querySelector('.badge')?.textContent).toBe('12');
    expect(card.querySelector('.badge')?.getAttribute('aria-label')).toBe('Товаров в магазине: 12');
    expect(card.querySelector('.stars')?.getAttribute('aria-label')).toBe('Рейтинг магазина 4,5 из 5');
    expect(card.textContent).toContain('Быстрая и безопасная доставка товаров в вашу страну');
    const link = card.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent).toBe('Совершать покупки');
    expect(link.getAttribute('href')).toBe('https://market.example/store/5');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('never links a store URL that is not http(s)', () => {
    const card = storeCard(STORE, 'javascript:alert(1)');
    expect(card.querySelector('a')).toBeNull();
    expect(card.textContent).toContain('Совершать покупки');
  });

  it('leaves the badge out when the reply has no product count, and shows 0 as 0', () => {
    expect(storeCard({ ...STORE, productCount: null }, null).querySelector('.badge')).toBeNull();
    expect(storeCard({ ...STORE, productCount: 0 }, null).querySelector('.badge')?.textContent).toBe('0');
  });

  it('shows a store without a rating with empty stars, 0,0', () => {
    const card = storeCard({ ...STORE, rating: 0 }, null);
    expect(card.querySelector('.stars')?.getAttribute('aria-label')).toBe('Рейтинг магазина 0,0 из 5');
  });

  it('uses the fallbacks for a missing picture and for a logo that fails to load', () => {
    const card = storeCard(STORE, STORE.storeUrl);
    const { picture, logo } = images(card);
    expect(picture.getAttribute('src')).toBe(FALLBACK_PICTURE);
    expect(logo.getAttribute('src')).toBe('/seller/uploads/logo.png');
    logo.dispatchEvent(new Event('error'));
    expect(logo.getAttribute('src')).toBe(FALLBACK_LOGO);
    expect(logo.getAttribute('alt')).toBe('Логотип магазина «Уральские <b>Промтовары</b>»');
  });

  it('shows a message as text', () => {
    expect(message('Магазин не найден').textContent).toBe('Магазин не найден');
  });
});
