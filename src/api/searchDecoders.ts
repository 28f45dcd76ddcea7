import type { SearchKind } from '../../contract';
import { decoder, list, oneOf, record, requiredNum, text, v, type Decoded } from './decode';

/**
 * The `Search/Global` reply (docs/contract/search.md "Client reader"): an item without an id, or
 * a group of an unknown kind, is left out; a missing title or subtitle is null (shown as '----'
 * or not at all); a reply that is not a record reads as no groups.
 */

export const SEARCH_KINDS = [
  'wholesaleOrder',
  'retailOrder',
  'product',
  'buyer',
  'request',
  'tender',
] as const satisfies readonly SearchKind[];

export const searchItem = v.object({ id: requiredNum, title: text, subtitle: text, code: text, date: text });
export type SearchItem = Decoded<typeof searchItem>;

const searchGroup = record({ kind: oneOf(SEARCH_KINDS), items: list(searchItem) });

export const searchReply = record({ groups: list(searchGroup) });

export interface SearchGroup {
  kind: SearchKind;
  items: SearchItem[];
}

/** The groups a screen shows: known kinds with at least one item, in the server's order. */
export const decodeSearchReply = (data: unknown): SearchGroup[] =>
  decoder(searchReply)(data).groups.flatMap((group) =>
    group.kind !== null && group.items.length > 0 ? [{ kind: group.kind, items: group.items }] : [],
  );
