export { pagerItems, ELLIPSIS, MARGIN_PAGES, PAGE_RANGE, type PagerItem } from './pagerItems';
export { Pager, type PagerProps } from './Pager';
export { Pagination, pageCountOf } from './ListPagination';
