import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_LOGO, FALLBACK_PICTURE } from '../../src/widget/fallbackImages';
import { message, storeCard } from '../../src/widget/render';
import { loadWidgetInfo } from '../../src/widget/widgetApi';
import {
  httpUrl,
  imageOrFallback,
  starsPercent,
  storeIdOf,
  themeOf,
  widgetInfoOf,
  type WidgetInfo,
} from '../../src/widget/widgetModel';

const INFO: WidgetInfo = {
  storeId: 5,
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

describe('links and images', () => {
  it('opens only http(s) links', () => {
    expect(httpUrl('https://market.example/store/5')).toBe('https://market.example/store/5');
    expect(httpUrl('http://127.0.0.1:8080/store/5')).toBe('http://127.0.0.1:8080/store/5');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/store/5', '', null, undefined]) {
      expect(httpUrl(bad), String(bad)).toBeNull();
    }
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
  it('keeps exactly the widget fields and refuses another shape', () => {
    expect(widgetInfoOf({ ...INFO, email: 'owner@demo.ru' })).toEqual(INFO);
    expect(widgetInfoOf({ ...INFO, name: 7 })).toBeNull();
    expect(widgetInfoOf({ ...INFO, logoUrl: undefined })).toBeNull();
    expect(widgetInfoOf(null)).toBeNull();
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
    expect(await loadWidgetInfo(5)).toEqual({ kind: 'found', info: INFO });
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
});

describe('the store card', () => {
  const images = (card: HTMLElement) => ({
    picture: card.querySelector('img.picture') as HTMLImageElement,
    logo: card.querySelector('img.logo') as HTMLImageElement,
  });

  it('shows the name as text, the stars, the badge and a safe shop link', () => {
    const card = storeCard(INFO);
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
    const card = storeCard({ ...INFO, storeUrl: 'javascript:alert(1)' });
    expect(card.querySelector('a')).toBeNull();
    expect(card.textContent).toContain('Совершать покупки');
  });

  it('uses the fallbacks for a missing picture and for a logo that fails to load', () => {
    const card = storeCard(INFO);
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
