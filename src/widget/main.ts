import { environment } from '../config/environment';
import { widget as texts } from '../i18n/ru/widget';
import { message, storeCard } from './render';
import { loadWidgetInfo } from './widgetApi';
import { shopUrlOf, storeIdOf, themeOf } from './widgetModel';
import './widget.css';

/**
 * The store widget's page (iframe-embed/index.html, a Vite entry built to
 * dist/iframe-embed/index.html, so a static host serves /seller/iframe-embed/ as it is): plain DOM,
 * no React, no react-admin, so other sites' visitors download only a few kilobytes. Nothing is
 * drawn until the store is loaded.
 */
async function startWidget(root: HTMLElement): Promise<void> {
  const { search } = window.location;
  document.title = texts.title;
  document.documentElement.dataset.theme = themeOf(search);
  const storeId = storeIdOf(search);
  const load = storeId === null ? ({ kind: 'unknown' } as const) : await loadWidgetInfo(storeId);
  if (load.kind === 'found' && storeId !== null) {
    root.replaceChildren(
      storeCard(load.store, shopUrlOf(load.store.storeUrl, storeId, environment.websiteUrl)),
    );
  } else {
    root.replaceChildren(message(load.kind === 'unknown' ? texts.unknownStore : texts.loadFailed));
  }
  root.removeAttribute('aria-busy');
}

const root = document.getElementById('widget');
if (root) void startWidget(root);
