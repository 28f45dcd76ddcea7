/**
 * The finance screens. The route table loads each page on demand straight from its file
 * (`lazy(() => import('../resources/finances/WholesaleFinancesPage'))`) so each is its own chunk.
 */
export {
  FinanceFilters,
  draftOf,
  filterValuesOf,
  EMPTY_FINANCE_DRAFT,
  type FinanceFilterDraft,
} from './FinanceFilters';
export { FinanceDateInput, FINANCE_DATE_FORMAT } from './FinanceDateInput';
export { FinanceSummaryCards } from './SummaryCards';
export {
  formatPercent,
  InvoiceLink,
  MoneyText,
  RetailStatusChip,
  SafeDealStatusText,
  WholesaleStatusChip,
} from './cells';
export { safeInvoiceHref } from './invoiceHref';
export { WHOLESALE_STATUS_OPTIONS, RETAIL_STATUS_OPTIONS, SAFE_DEAL_STATUS_OPTIONS } from './options';
export { default as WholesaleFinancesPage } from './WholesaleFinancesPage';
export { default as RetailFinancesPage } from './RetailFinancesPage';
