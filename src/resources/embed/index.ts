import { lazy } from 'react';
import { defineResource } from '../types';

/**
 * 'Embed' (/dashboard/embed): the code of the store widget (/iframe-embed, src/widget/) for the
 * seller's own site. The screen needs no data beyond the signed-in seller's store, so the
 * resource serves no dataProvider call.
 */
export const embedResource = defineResource({
  name: 'embed',
  handler: () => ({}),
  routes: [
    {
      path: '/dashboard/embed',
      titleKey: 'embed.route.embed',
      page: lazy(() => import('./EmbedPage')),
    },
  ],
  menu: [
    {
      group: 'marketing',
      position: 30,
      link: { key: 'marketing-embed', labelKey: 'embed.sidebar.marketingEmbed', to: '/dashboard/embed' },
    },
  ],
});
