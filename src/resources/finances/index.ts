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
export { formatPercent, InvoiceLink, PercentText } from './cells';
export { safeInvoiceHref } from './invoiceHref';
export { default as WholesaleFinancesPage } from './WholesaleFinancesPage';
export { default as RetailFinancesPage } from './RetailFinancesPage';
