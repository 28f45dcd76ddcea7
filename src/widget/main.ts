import { widget as texts } from '../i18n/ru/widget';
import { message, storeCard } from './render';
import { loadWidgetInfo } from './widgetApi';
import { storeIdOf, themeOf } from './widgetModel';
import './widget.css';

/**
 * The store widget page (iframe-embed.html, its own Vite entry): plain DOM, no React, no
 * react-admin, so other sites' visitors download only a few kilobytes. Nothing is drawn until the
 * store is loaded.
 */
async function start(root: HTMLElement): Promise<void> {
  const { search } = window.location;
  document.title = texts.title;
  document.documentElement.dataset.theme = themeOf(search);
  const storeId = storeIdOf(search);
  const load = storeId === null ? ({ kind: 'unknown' } as const) : await loadWidgetInfo(storeId);
  if (load.kind === 'found') root.replaceChildren(storeCard(load.info));
  else root.replaceChildren(message(load.kind === 'unknown' ? texts.unknownStore : texts.loadFailed));
  root.removeAttribute('aria-busy');
}

const root = document.getElementById('widget');
if (root) void start(root);
