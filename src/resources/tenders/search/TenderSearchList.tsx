import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { TenderListItem } from '../../../api/tenders';
import { formatCount, formatDate, MoneyText, missingValue } from '../../../components/format';
import { EmptyState, ListPage } from '../../../components/list';
import { TENDERS_RESOURCE } from '../handler';
import { RowLink } from '../../../components/a11y/RowLink';
import { DeadlineCell, NewBadge, TitleCell } from '../shared/cells';
import { proposalPath, tenderPath } from '../shared/paths';
import { daysText, orDash, quantityText } from '../shared/quantity';
import { useLastVisit } from '../useLastVisit';
import { tenderSearchFilters } from './searchFilters';
import { TenderCard } from './TenderCard';
import { tenderCsvColumns } from './tenderCsv';
import { StatusChip } from '../../../components/status';

export const TENDERS_PAGE_SIZE = 12;
const C = 'tenders.search.columns.';
const SORT = { field: 'deadline', order: 'ASC' } as const;
const EXPORT = { columns: tenderCsvColumns, file: 'tenders.search.csvFile' } as const;
const Column = DataTable.Col<TenderListItem>;
/** Shown with 'Столбцы': the tender's page has them all; the row keeps what decides whether to bid. */
const HIDDEN_COLUMNS = ['categoryName', 'deliveryDays', 'cityName', 'publishDate', 'proposalsCount'] as const;

const placeOf = (row: TenderListItem): string =>
  [row.countryName, row.cityName].filter(Boolean).join(', ') || missingValue();

/** The seller's proposal in the tender: a link to its page and its status. */
function MyProposalCell({ row }: { row: TenderListItem }) {
  const translate = useTranslate();
  if (row.myProposalId === null) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <RowLink to={proposalPath(row.myProposalId)}>
        {translate('tenders.my.proposalNumber', { id: row.myProposalId })}
      </RowLink>
      <StatusChip concept="tenderProposal" id={row.myProposalStatusId} />
    </Stack>
  );
}

/**
 * /tenders/search: the open tenders of every buyer (GetAllTenders), filters in the URL, by the
 * deadline first. Tenders published since the last visit are marked 'Новый' (the page sends the
 * stored last visit and stores now minus one hour, src/resources/tenders/lastVisit.ts).
 */
export default function TenderSearchList() {
  const lastVisitDate = useLastVisit();
  const permanent = useMemo(() => ({ lastVisitDate }), [lastVisitDate]);
  return (
    <ListPage<TenderListItem>
      resource={TENDERS_RESOURCE}
      filter={permanent}
      filters={tenderSearchFilters}
      perPage={TENDERS_PAGE_SIZE}
      sort={SORT}
      export={EXPORT}
      rowPath={(id) => tenderPath(id)}
      empty={<EmptyState hint="tenders.search.emptyHint" />}
      tableLabel="tenders.search.tableLabel"
      hiddenColumns={HIDDEN_COLUMNS}
      tableSx={{ '& .MuiTableCell-root': { px: 1 } }}
      card={(row) => <TenderCard row={row} />}
    >
      <Column
        source="title"
        label={`${C}title`}
        disableSort
        render={(row) => (
          <TitleCell to={tenderPath(row.id)} title={row.title} badge={row.isNew ? <NewBadge /> : null} />
        )}
      />
      <Column
        source="categoryName"
        label={`${C}categoryName`}
        disableSort
        render={(row) => orDash(row.categoryName)}
      />
      <Column
        source="quantity"
        label={`${C}quantity`}
        render={(row) => quantityText(row.quantity, row.measureUnit)}
      />
      <Column
        source="budgetPerUnit"
        label={`${C}budgetPerUnit`}
        render={(row) => <MoneyText value={row.budgetPerUnit} />}
      />
      <Column
        source="budgetTotal"
        label={`${C}budgetTotal`}
        disableSort
        render={(row) => <MoneyText value={row.budgetTotal} sx={{ fontWeight: 600 }} />}
      />
      <Column
        source="deliveryDays"
        label={`${C}deliveryDays`}
        disableSort
        render={(row) => daysText(row.deliveryDays)}
      />
      <Column
        source="buyerName"
        label={`${C}buyerName`}
        disableSort
        render={(row) => orDash(row.buyerName)}
      />
      <Column source="cityName" label={`${C}place`} disableSort render={placeOf} />
      <Column source="publishDate" label={`${C}publishDate`} render={(row) => formatDate(row.publishDate)} />
      <Column
        source="deadline"
        label={`${C}deadline`}
        render={(row) => <DeadlineCell deadline={row.deadline} />}
      />
      <Column
        source="proposalsCount"
        label={`${C}proposalsCount`}
        disableSort
        render={(row) => formatCount(row.proposalsCount)}
      />
      <Column
        source="statusId"
        label={`${C}statusId`}
        disableSort
        render={(row) => <StatusChip concept="tender" id={row.statusId} />}
      />
      <Column
        source="myProposalId"
        label={`${C}myProposal`}
        disableSort
        render={(row) => <MyProposalCell row={row} />}
      />
    </ListPage>
  );
}
