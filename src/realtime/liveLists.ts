import type { NewRow } from './liveEffects';

/** An open list page that takes new rows of its resource (src/components/list/LiveRows.tsx). */
export interface LiveList {
  resource: string;
  /** The list's permanent filter (a market, a product type), compared with a row's scope. */
  permanentFilter: Record<string, unknown> | undefined;
  receive(id: number | null): void;
}

const openLists = new Set<LiveList>();

/** While mounted, a list receives the new rows of its resource; returns the unregister function. */
export function registerLiveList(list: LiveList): () => void {
  openLists.add(list);
  return () => {
    openLists.delete(list);
  };
}

/** A row belongs to a list unless both name a permanent filter and disagree on it. */
export function rowFitsList(row: NewRow, list: LiveList): boolean {
  if (row.resource !== list.resource) return false;
  const permanent = list.permanentFilter ?? {};
  return Object.entries(row.scope ?? {}).every(
    ([key, value]) => !(key in permanent) || permanent[key] === value,
  );
}

/** Hands a new row to every open list it belongs to. */
export function offerNewRow(row: NewRow): void {
  for (const list of openLists) if (rowFitsList(row, list)) list.receive(row.id);
}
