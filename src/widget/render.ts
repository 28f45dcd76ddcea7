import { formatRating } from '../domain/rating';
import { widget as texts } from '../i18n/ru/widget';
import { FALLBACK_LOGO, FALLBACK_PICTURE } from './fallbackImages';
import { fillText, httpUrl, imageOrFallback, starsPercent, type WidgetStore } from './widgetModel';

type Attributes = Record<string, string>;

/** An element with attributes and children; text always goes in as text, never as HTML. */
function el(tag: string, attributes: Attributes = {}, children: (Node | string)[] = []): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** An image that switches to its fallback once when its own picture fails to load. */
function image(src: string | null, fallback: string, attributes: Attributes): HTMLElement {
  const img = el('img', { ...attributes, src: imageOrFallback(src, fallback) });
  img.addEventListener('error', () => img.setAttribute('src', fallback), { once: true });
  return img;
}

function stars(rating: number): HTMLElement {
  const label = fillText(texts.ratingLabel, { rating: formatRating(rating) });
  const filled = el('span', { class: 'stars-filled', 'aria-hidden': 'true' }, ['★★★★★']);
  filled.style.width = `${starsPercent(rating)}%`;
  return el('span', { class: 'stars', role: 'img', 'aria-label': label }, [
    el('span', { class: 'stars-row' }, [
      el('span', { class: 'stars-empty', 'aria-hidden': 'true' }, ['★★★★★']),
      filled,
    ]),
    el('span', { class: 'rating-value', 'aria-hidden': 'true' }, [formatRating(rating)]),
  ]);
}

function shopLink(url: string | null): HTMLElement {
  const href = httpUrl(url);
  if (href === null) return el('span', { class: 'shop shop-disabled' }, [texts.shop]);
  return el('a', { class: 'shop', href, target: '_blank', rel: 'noopener' }, [texts.shop]);
}

/** The round badge with the number of products; none when the reply has no count. */
function badge(count: number | null): HTMLElement[] {
  if (count === null) return [];
  const label = fillText(texts.productCount, { count });
  return [el('span', { class: 'badge', role: 'img', 'aria-label': label, title: label }, [String(count)])];
}

/**
 * The store card: banner picture, logo, name, stars, delivery text, the link and the count badge.
 * `shopUrl` (shopUrlOf) is followed only when it is http(s); otherwise the button is disabled.
 */
export function storeCard(store: WidgetStore, shopUrl: string | null): HTMLElement {
  const name = { name: store.name };
  return el('article', { class: 'card' }, [
    el('div', { class: 'banner' }, [
      image(store.pictureUrl, FALLBACK_PICTURE, { class: 'picture', alt: fillText(texts.pictureAlt, name) }),
      ...badge(store.productCount),
    ]),
    el('div', { class: 'body' }, [
      image(store.logoUrl, FALLBACK_LOGO, { class: 'logo', alt: fillText(texts.logoAlt, name) }),
      el('h1', { class: 'name' }, [store.name]),
      stars(store.rating),
      el('p', { class: 'delivery' }, [texts.delivery]),
      shopLink(shopUrl),
    ]),
  ]);
}

/** A short message in place of the card (unknown store, failed load). */
export const message = (text: string): HTMLElement => el('p', { class: 'message', role: 'status' }, [text]);
