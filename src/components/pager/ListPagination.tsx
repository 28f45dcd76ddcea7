import { useListContext, type ListControllerResult } from 'react-admin';
import { Pager } from './Pager';

type PagedList = Pick<ListControllerResult, 'perPage' | 'total' | 'meta'>;

/**
 * The page count of a list: `meta.pageCount` of the getList result when the handler gives it
 * (the server's `data.pageCount`), otherwise ceil(total / perPage); 0 while unknown.
 */
export function pageCountOf({ perPage, total, meta }: PagedList): number {
  const metaCount = (meta as { pageCount?: unknown } | undefined)?.pageCount;
  if (typeof metaCount === 'number') return metaCount;
  return total != null && perPage > 0 ? Math.ceil(total / perPage) : 0;
}

/**
 * react-admin adapter of the Pager: `<List perPage={12} pagination={<Pagination />}>`, counting
 * the pages with `pageCountOf`. There is no page-size selector.
 */
export function Pagination() {
  const list = useListContext();
  return (
    <Pager
      page={list.page}
      pageCount={pageCountOf(list)}
      onPageChange={list.setPage}
      disabled={list.isPending}
    />
  );
}
