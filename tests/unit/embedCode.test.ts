import { describe, expect, it } from 'vitest';
import { clampSize, EMBED_LIMITS, embedCode, widgetUrl } from '../../src/resources/embed/embedCode';

describe('the widget URL', () => {
  it('names the store and asks for the dark card only when chosen', () => {
    expect(widgetUrl('https://seller.market.example', 5, 'light')).toBe(
      'https://seller.market.example/seller/iframe-embed?storeId=5',
    );
    expect(widgetUrl('http://127.0.0.1:8080', 17, 'dark')).toBe(
      'http://127.0.0.1:8080/seller/iframe-embed?storeId=17&theme=dark',
    );
  });
});

describe('the embed code', () => {
  it('is an iframe of the widget with the chosen size', () => {
    expect(
      embedCode('https://seller.market.example', 5, { width: 400, height: 500, theme: 'dark' }, 'Магазин'),
    ).toBe(
      '<iframe src="https://seller.market.example/seller/iframe-embed?storeId=5&amp;theme=dark" width="400" height="500" title="Магазин" style="border:0" loading="lazy"></iframe>',
    );
  });

  it('escapes the title, so a store name cannot break out of the attribute', () => {
    const code = embedCode(
      'https://s.example',
      5,
      { width: 360, height: 440, theme: 'light' },
      'A "B" <script>&',
    );
    expect(code).toContain('title="A &quot;B&quot; &lt;script&gt;&amp;"');
    expect(code).not.toContain('<script>');
  });

  it('keeps sizes within their limits', () => {
    expect(clampSize('100', EMBED_LIMITS.width)).toBe(EMBED_LIMITS.width.min);
    expect(clampSize('5000', EMBED_LIMITS.height)).toBe(EMBED_LIMITS.height.max);
    expect(clampSize('480.6', EMBED_LIMITS.width)).toBe(480);
    expect(clampSize('', EMBED_LIMITS.width)).toBe(EMBED_LIMITS.width.default);
    expect(clampSize('abc', EMBED_LIMITS.height)).toBe(EMBED_LIMITS.height.default);
    expect(clampSize(512.4, EMBED_LIMITS.height)).toBe(512);
  });
});
