import { DataTable, useListContext, useTranslate } from 'react-admin';
import { FINANCE_DEFAULT_SORT, FINANCE_PAGE_SIZE, type WholesaleFinanceRow } from '../../api/finances';
import { formatDate, missingValue, MoneyText } from '../../components/format';
import { EmptyState, ListCard, ListPage } from '../../components/list';
import { StatusChip } from '../../components/status';
import { wholesaleFinanceStatusOptions } from '../../domain';
import { FINANCES_WHOLESALE_RESOURCE, type WholesaleFinancesMeta } from './handler';
import { InvoiceLink, PercentText } from './cells';
import { financeTableSx } from './financeTable';
import { wholesaleFinanceCsvColumns } from './financeCsv';
import { financeFilters } from './financeFilters';
import { FinanceSummaryCards } from './SummaryCards';

const C = 'finances.columns.';
const Column = DataTable.Col<WholesaleFinanceRow>;
const FILTERS = financeFilters(wholesaleFinanceStatusOptions);
const EXPORT = { columns: wholesaleFinanceCsvColumns, file: 'finances.csv.wholesaleFile' } as const;

function WholesaleSummary() {
  const { meta, isPending } = useListContext<WholesaleFinanceRow>();
  const summary = (meta as WholesaleFinancesMeta | undefined)?.summary;
  return <FinanceSummaryCards summary={summary} loading={isPending && !summary} />;
}

function WholesaleCard({ row }: { row: WholesaleFinanceRow }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={translate('orders.list.idValue', { id: row.orderId ?? row.id })}
      badge={<StatusChip concept="safeDeal" id={row.safeDealStatusId} />}
      primary={row.buyerName ?? missingValue()}
      caption={formatDate(row.orderCreationDate)}
      amount={<MoneyText value={row.totalFromBuyer} sx={{ fontWeight: 600 }} />}
      footer={
        <>
          {translate('finances.columns.paymentToTheSeller')}: <MoneyText value={row.paymentToTheSeller} />
        </>
      }
    />
  );
}

/**
 * /finacnes/whole-sale: summary cards, filters, the table and the pager (spec sections 2, 3, 9).
 * The list params (filter, page, sort) live in the URL; each change calls GetOrderFinances with
 * the full body (10 rows, id descending by default).
 */
export default function WholesaleFinancesPage() {
  return (
    <ListPage<WholesaleFinanceRow>
      resource={FINANCES_WHOLESALE_RESOURCE}
      filters={FILTERS}
      perPage={FINANCE_PAGE_SIZE}
      sort={FINANCE_DEFAULT_SORT}
      header={<WholesaleSummary />}
      export={EXPORT}
      empty={<EmptyState />}
      tableLabel="finances.table.wholesaleLabel"
      tableSx={financeTableSx}
      card={(row) => <WholesaleCard row={row} />}
    >
      <Column source="orderId" label={`${C}orderId`} />
      <Column
        source="invoiceNumber"
        label={`${C}invoiceNumber`}
        render={(row) => <InvoiceLink number={row.invoiceNumber} path={row.invoicePath} />}
      />
      <Column
        source="orderCreationDate"
        label={`${C}orderCreationDate`}
        render={(row) => formatDate(row.orderCreationDate)}
      />
      <Column source="buyerName" label={`${C}buyerName`} />
      <Column
        source="totalFromBuyer"
        label={`${C}totalFromBuyer`}
        render={(row) => <MoneyText value={row.totalFromBuyer} />}
      />
      <Column
        source="percentage"
        label={`${C}percentage`}
        render={(row) => <PercentText value={row.percentage} />}
      />
      <Column source="ndsPrice" label={`${C}ndsPrice`} render={(row) => <MoneyText value={row.ndsPrice} />} />
      <Column
        source="paymentToTheSeller"
        label={`${C}paymentToTheSeller`}
        render={(row) => <MoneyText value={row.paymentToTheSeller} />}
      />
      <Column
        source="orderStatusId"
        label={`${C}orderStatus`}
        render={(row) => <StatusChip concept="wholesale" id={row.orderStatusId} />}
      />
      <Column
        source="safeDealStatusId"
        label={`${C}safeDealStatus`}
        render={(row) => <StatusChip concept="safeDeal" id={row.safeDealStatusId} />}
      />
    </ListPage>
  );
}
