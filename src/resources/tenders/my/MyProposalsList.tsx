import { DataTable, useTranslate } from 'react-admin';
import type { TenderProposalListItem } from '../../../api/tenders';
import { formatDate, MoneyText } from '../../../components/format';
import { BulkDeleteSelected, EmptyState, ListCard, ListPage } from '../../../components/list';
import { TimeLeftText } from '../../../components/timeLeft';
import { TENDER_PROPOSALS_RESOURCE } from '../../../dataProvider/resources/tenderProposals';
import { DeadlineCell, RowLink, TitleCell } from '../shared/cells';
import { proposalPath, tenderPath } from '../shared/paths';
import { isDeletable } from '../shared/proposalActions';
import { daysText, orDash, quantityText } from '../shared/quantity';
import { PriceVsBudget } from './PriceVsBudget';
import { proposalCsvColumns } from './proposalCsv';
import { proposalFilters } from './proposalFilters';
import { StatusChip } from '../../../components/status';

export const PROPOSALS_PAGE_SIZE = 12;
const C = 'tenders.my.columns.';
const SORT = { field: 'tenderDeadline', order: 'ASC' } as const;
const EXPORT = { columns: proposalCsvColumns, file: 'tenders.my.csvFile' } as const;
const Column = DataTable.Col<TenderProposalListItem>;

/** A proposal on a phone: tender, status, product and quantity, time left and total. */
function ProposalCard({ row }: { row: TenderProposalListItem }) {
  return (
    <ListCard
      title={orDash(row.tenderTitle)}
      badge={<StatusChip concept="tenderProposal" id={row.statusId} />}
      primary={orDash(row.productName)}
      secondary={quantityText(row.quantity, row.measureUnit)}
      caption={formatDate(row.creationDate)}
      amount={<MoneyText value={row.totalAmount} sx={{ fontWeight: 600 }} />}
      footer={<TimeLeftText deadline={row.tenderDeadline} variant="inherit" />}
    />
  );
}

/**
 * /tenders/my-tenders: the seller's proposals (GetTenderProposalsByFilter), filters in the URL,
 * by the tender's deadline first; the selected proposals the contract allows can be deleted.
 */
export default function MyProposalsList() {
  const translate = useTranslate();
  return (
    <ListPage<TenderProposalListItem>
      resource={TENDER_PROPOSALS_RESOURCE}
      filters={proposalFilters}
      perPage={PROPOSALS_PAGE_SIZE}
      sort={SORT}
      export={EXPORT}
      rowPath={(id) => proposalPath(id)}
      empty={<EmptyState hint="tenders.my.emptyHint" />}
      tableLabel="tenders.my.tableLabel"
      tableSx={{ '& .MuiTableCell-root': { px: 1 } }}
      card={(row) => <ProposalCard row={row} />}
      bulkActionButtons={
        <BulkDeleteSelected<TenderProposalListItem, 'tenders.my.bulkDelete.'>
          resource={TENDER_PROPOSALS_RESOURCE}
          deletable={isDeletable}
          texts="tenders.my.bulkDelete."
          confirmLabel="tenders.actions.delete"
        />
      }
    >
      <Column
        source="id"
        label={`${C}id`}
        disableSort
        render={(row) => (
          <RowLink to={proposalPath(row.id)}>
            {translate('tenders.my.proposalNumber', { id: row.id })}
          </RowLink>
        )}
      />
      <Column
        source="tenderTitle"
        label={`${C}tenderTitle`}
        disableSort
        render={(row) => (
          <TitleCell to={row.tenderId === null ? null : tenderPath(row.tenderId)} title={row.tenderTitle} />
        )}
      />
      <Column
        source="productName"
        label={`${C}productName`}
        disableSort
        render={(row) => orDash(row.productName)}
      />
      <Column
        source="quantity"
        label={`${C}quantity`}
        disableSort
        render={(row) => quantityText(row.quantity, row.measureUnit)}
      />
      <Column
        source="pricePerUnit"
        label={`${C}pricePerUnit`}
        disableSort
        render={(row) => <PriceVsBudget row={row} />}
      />
      <Column
        source="totalAmount"
        label={`${C}totalAmount`}
        render={(row) => <MoneyText value={row.totalAmount} sx={{ fontWeight: 600 }} />}
      />
      <Column
        source="deliveryDays"
        label={`${C}deliveryDays`}
        disableSort
        render={(row) => daysText(row.deliveryDays)}
      />
      <Column
        source="tenderDeadline"
        label={`${C}tenderDeadline`}
        render={(row) => <DeadlineCell deadline={row.tenderDeadline} />}
      />
      <Column
        source="tenderStatusId"
        label={`${C}tenderStatusId`}
        disableSort
        render={(row) => <StatusChip concept="tender" id={row.tenderStatusId} />}
      />
      <Column
        source="statusId"
        label={`${C}statusId`}
        disableSort
        render={(row) => <StatusChip concept="tenderProposal" id={row.statusId} />}
      />
      <Column
        source="creationDate"
        label={`${C}creationDate`}
        render={(row) => formatDate(row.creationDate)}
      />
    </ListPage>
  );
}
