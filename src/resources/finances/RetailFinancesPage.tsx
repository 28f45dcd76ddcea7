import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { FINANCE_DEFAULT_SORT, FINANCE_PAGE_SIZE, type RetailFinanceRow } from '../../api/finances';
import { formatDate, missingValue, MoneyText } from '../../components/format';
import { EmptyState, ListCard, ListPage } from '../../components/list';
import { StatusChip } from '../../components/status';
import { retailFinanceStatusOptions } from '../../domain';
import { FINANCES_RETAIL_RESOURCE, type FinanceListParams, type FinancesDataProvider } from './handler';
import { financeTableSx } from './financeTable';
import { retailFinanceCsvColumns } from './financeCsv';
import { financeFilters } from './financeFilters';
import { FinanceSummaryCards } from './SummaryCards';

const C = 'finances.columns.';
const Column = DataTable.Col<RetailFinanceRow>;
const FILTERS = financeFilters(retailFinanceStatusOptions);
const EXPORT = { columns: retailFinanceCsvColumns, file: 'finances.csv.retailFile' } as const;

/** The totals block: RetailOrderFinancesTotals with the same body as the list below it. */
function RetailTotals() {
  const { filterValues, sort, page, perPage } = useListContext<RetailFinanceRow>();
  const dataProvider = useDataProvider<FinancesDataProvider>();
  const params: FinanceListParams = {
    filter: filterValues,
    sort,
    pagination: { page, perPage },
  };
  const totals = useQuery({
    queryKey: [FINANCES_RETAIL_RESOURCE, 'getRetailTotals', params],
    queryFn: async () => (await dataProvider.getRetailTotals(FINANCES_RETAIL_RESOURCE, params)).data,
    retry: false,
    placeholderData: (previous) => previous,
  });
  return <FinanceSummaryCards summary={totals.data} loading={!totals.data} showOrdersCount />;
}

function RetailCard({ row }: { row: RetailFinanceRow }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={translate('orders.list.idValue', { id: row.number ?? row.id })}
      badge={<StatusChip concept="safeDeal" id={row.safeDealStatusId} />}
      primary={row.buyerName ?? missingValue()}
      caption={formatDate(row.creationDate)}
      amount={<MoneyText value={row.amount} sx={{ fontWeight: 600 }} />}
      footer={
        <>
          {translate('finances.columns.paymentToTheSeller')}: <MoneyText value={row.paymentToTheSeller} />
        </>
      }
    />
  );
}

/**
 * /finacnes/retail: the totals block, filters, the list and the pager (spec sections 2, 3, 9).
 * Filter, page and sort live in the URL; each change calls RetailOrderFinances and
 * RetailOrderFinancesTotals with the full body.
 */
export default function RetailFinancesPage() {
  return (
    <ListPage<RetailFinanceRow>
      resource={FINANCES_RETAIL_RESOURCE}
      filters={FILTERS}
      perPage={FINANCE_PAGE_SIZE}
      sort={FINANCE_DEFAULT_SORT}
      header={<RetailTotals />}
      export={EXPORT}
      empty={<EmptyState />}
      tableLabel="finances.table.retailLabel"
      tableSx={financeTableSx}
      card={(row) => <RetailCard row={row} />}
    >
      <Column source="number" label={`${C}orderId`} render={(row) => row.number ?? row.id} />
      <Column
        source="creationDate"
        label={`${C}orderCreationDate`}
        render={(row) => formatDate(row.creationDate)}
      />
      <Column source="buyerName" label={`${C}buyerName`} />
      <Column source="amount" label={`${C}amount`} render={(row) => <MoneyText value={row.amount} />} />
      <Column
        source="paymentToTheSeller"
        label={`${C}paymentToTheSeller`}
        render={(row) => <MoneyText value={row.paymentToTheSeller} />}
      />
      <Column
        source="commission"
        label={`${C}commission`}
        disableSort
        render={(row) => <MoneyText value={row.commission} />}
      />
      <Column
        source="statusId"
        label={`${C}orderStatus`}
        render={(row) => <StatusChip concept="retail" id={row.statusId} />}
      />
      <Column
        source="safeDealStatusId"
        label={`${C}safeDealStatus`}
        render={(row) => <StatusChip concept="safeDeal" id={row.safeDealStatusId} />}
      />
    </ListPage>
  );
}
