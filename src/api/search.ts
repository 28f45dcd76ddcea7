import type { SearchBody } from '../../contract';
import { request, type RequestOptions } from './http';
import { ACTION_OPTIONS } from './orders';
import { decodeSearchReply, type SearchGroup } from './searchDecoders';

export type { SearchGroup, SearchItem } from './searchDecoders';
export { SEARCH_KINDS } from './searchDecoders';
export type { SearchBody };

/**
 * Global search (docs/contract/search.md). The call is ours (not in spec section 7): silent, so
 * a server without it leaves the palette on 'Поиск недоступен' instead of the error page.
 */
const OURS: RequestOptions = { ...ACTION_OPTIONS, onFailure: 'silent' };

export const searchEverything = (body: SearchBody): Promise<SearchGroup[]> =>
  request('Search/Global', decodeSearchReply, { body, ...OURS });
