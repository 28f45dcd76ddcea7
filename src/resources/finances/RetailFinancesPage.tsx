import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListBase, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { FINANCE_DEFAULT_SORT, FINANCE_PAGE_SIZE, type RetailFinanceRow } from '../../api/finances';
import { formatDate, MoneyText } from '../../components/format';
import { StatusChip } from '../../components/status';
import { retailFinanceStatusOptions } from '../../domain';
import {
  FINANCES_RETAIL_RESOURCE,
  type FinanceListParams,
  type FinancesDataProvider,
} from '../../dataProvider/resources/finances';
import { FinanceEmpty, FinancePageFrame, financeTableSx, ignoreListError } from './FinancePageFrame';
import { FinanceFilters } from './FinanceFilters';
import { FinanceSummaryCards } from './SummaryCards';

const C = 'finances.columns.';
const Column = DataTable.Col<RetailFinanceRow>;

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

function RetailTable() {
  const translate = useTranslate();
  return (
    <DataTable<RetailFinanceRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={<FinanceEmpty />}
      aria-label={translate('finances.table.retailLabel')}
      sx={financeTableSx}
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
    </DataTable>
  );
}

/**
 * /finacnes/retail: the totals block, filters, the list and the pager (spec sections 2, 3, 9).
 * Filter, page and sort live in the URL; each change calls RetailOrderFinances and
 * RetailOrderFinancesTotals with the full body.
 */
export default function RetailFinancesPage() {
  const queryOptions = useMemo(() => ({ onError: ignoreListError }), []);
  return (
    <ListBase<RetailFinanceRow>
      resource={FINANCES_RETAIL_RESOURCE}
      perPage={FINANCE_PAGE_SIZE}
      sort={FINANCE_DEFAULT_SORT}
      storeKey={false}
      queryOptions={queryOptions}
    >
      <FinancePageFrame
        summary={<RetailTotals />}
        filters={<FinanceFilters statusOptions={retailFinanceStatusOptions} />}
        table={<RetailTable />}
      />
    </ListBase>
  );
}
