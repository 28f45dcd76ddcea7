import type { Migration } from './migration.js';

/**
 * Global search (docs/contract/search.md "Speed"): a product is matched on its folded name and
 * vendor codes, which this index carries beside the store and the id, so a search reads the
 * index alone (a few MB at 100,000 products) instead of every wide product row, newest first,
 * stopping at the group's limit.
 */
export const searchIndexes: Migration = {
  version: 27,
  name: 'search-indexes',
  sql: `
CREATE INDEX products_search ON products(store_id, id, name_key, search_name);
`,
};
