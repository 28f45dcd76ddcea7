export { ListPage, type ListPageProps, type ListExport } from './ListPage';
export { DateFilterInput, dateRangeFilters, dateRangeValidator, FILTER_DATE_FORMAT } from './DateFilterInput';
export { ResetFiltersButton, hasFilterValues } from './ResetFiltersButton';
export { SavedFiltersButton } from './SavedFiltersButton';
export { RecordCards } from './RecordCards';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ListCard, type ListCardProps } from './ListCard';
export { FILTER_LOOK, selectFilter, textFilter } from './filterInputs';
export { BulkDeleteSelected, type BulkDeleteSelectedProps } from './BulkDeleteSelected';
