import { searchEverything, type SearchBody } from '../../api/search';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';

/**
 * The `search` resource (docs/contract/search.md): no list of its own, one action, the global
 * search of the header's field and the Ctrl+K palette. The server takes the seller from the token.
 */
export const SEARCH_RESOURCE = 'search';

export type SearchDataProvider = ResourceDataProvider<typeof searchHandler>;

export const searchHandler = defineHandler(() => ({
  searchEverything: (body: SearchBody) => searchEverything(body),
}));
