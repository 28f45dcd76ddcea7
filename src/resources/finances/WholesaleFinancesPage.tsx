import { useMemo } from 'react';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { FINANCE_DEFAULT_SORT, FINANCE_PAGE_SIZE, type WholesaleFinanceRow } from '../../api/finances';
import { formatDate, MoneyText } from '../../components/format';
import { StatusChip } from '../../components/status';
import { wholesaleFinanceStatusOptions } from '../../domain';
import {
  FINANCES_WHOLESALE_RESOURCE,
  type WholesaleFinancesMeta,
} from '../../dataProvider/resources/finances';
import { InvoiceLink, PercentText } from './cells';
import { FinanceEmpty, FinancePageFrame, financeTableSx, ignoreListError } from './FinancePageFrame';
import { FinanceFilters } from './FinanceFilters';
import { FinanceSummaryCards } from './SummaryCards';

const C = 'finances.columns.';
const Column = DataTable.Col<WholesaleFinanceRow>;

function WholesaleSummary() {
  const { meta, isPending } = useListContext<WholesaleFinanceRow>();
  const summary = (meta as WholesaleFinancesMeta | undefined)?.summary;
  return <FinanceSummaryCards summary={summary} loading={isPending && !summary} />;
}

function WholesaleTable() {
  const translate = useTranslate();
  return (
    <DataTable<WholesaleFinanceRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={<FinanceEmpty />}
      aria-label={translate('finances.table.wholesaleLabel')}
      sx={financeTableSx}
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
    </DataTable>
  );
}

/**
 * /finacnes/whole-sale: summary cards, filters, the table and the pager (spec sections 2, 3, 9).
 * The list params (filter, page, sort) live in the URL; each change calls GetOrderFinances with
 * the full body (10 rows, id descending by default).
 */
export default function WholesaleFinancesPage() {
  const queryOptions = useMemo(() => ({ onError: ignoreListError }), []);
  return (
    <ListBase<WholesaleFinanceRow>
      resource={FINANCES_WHOLESALE_RESOURCE}
      perPage={FINANCE_PAGE_SIZE}
      sort={FINANCE_DEFAULT_SORT}
      storeKey={false}
      queryOptions={queryOptions}
    >
      <FinancePageFrame
        summary={<WholesaleSummary />}
        filters={<FinanceFilters statusOptions={wholesaleFinanceStatusOptions} />}
        table={<WholesaleTable />}
      />
    </ListBase>
  );
}
