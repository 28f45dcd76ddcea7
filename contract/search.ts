/**
 * Global search (docs/contract/search.md): one call of ours, `POST Search/Global`. The reply
 * carries data only (numbers, names, ISO instants); the client writes the words around them and
 * maps each kind to its page.
 */

export type SearchKind = 'wholesaleOrder' | 'retailOrder' | 'product' | 'buyer' | 'request' | 'tender';

export interface SearchBody {
  /** What the seller typed; trimmed by the server, 2..100 characters. */
  query: string;
  /** Results per group, 1..10 (default 5). */
  limit?: number | null;
}

export interface SearchItem {
  /** The record's id: what its page takes (`/orders/{id}`, `/products/edit/{id}`, ...). */
  id: number;
  /** The record's own name: an order's or request's number, a product's or buyer's name. */
  title: string;
  /** What tells equal titles apart: the buyer, a vendor code, an ИНН, a tender's title. */
  subtitle?: string | null;
  /** A code beside the title: a wholesale order's invoice, a product's vendor code, a buyer's ИНН. */
  code?: string | null;
  /** ISO instant of the record's creation (orders, requests) or publication (tenders). */
  date?: string | null;
}

export interface SearchGroup {
  kind: SearchKind;
  items: SearchItem[];
}

export interface SearchReply {
  groups: SearchGroup[];
}
