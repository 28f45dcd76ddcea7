import { useListContext } from 'react-admin';
import { Pager } from './Pager';

/**
 * react-admin adapter of the Pager: `<List perPage={12} pagination={<Pagination />}>`. The page
 * count is `meta.pageCount` of the getList result when the handler gives it (the server's
 * `data.pageCount`), otherwise ceil(total / perPage). There is no page-size selector.
 */
export function Pagination() {
  const { page, perPage, total, setPage, isPending, meta } = useListContext();
  const metaCount = (meta as { pageCount?: unknown } | undefined)?.pageCount;
  const pageCount =
    typeof metaCount === 'number' ? metaCount : total != null && perPage > 0 ? Math.ceil(total / perPage) : 0;
  return <Pager page={page} pageCount={pageCount} onPageChange={setPage} disabled={isPending} />;
}
