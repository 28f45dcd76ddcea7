import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { TenderProposalListItem } from '../../../api/tenders';
import { formatDate, MoneyText } from '../../../components/format';
import { BulkDeleteSelected, EmptyState, ListCard, ListPage } from '../../../components/list';
import { TimeLeftText } from '../../../components/timeLeft';
import { TENDER_PROPOSALS_RESOURCE } from '../proposalsHandler';
import { RowLink } from '../../../components/a11y/RowLink';
import { DeadlineCell, TitleCell } from '../shared/cells';
import { proposalPath, tenderPath } from '../shared/paths';
import { isDeletable } from '../shared/proposalActions';
import { daysText, orDash, quantityText } from '../shared/quantity';
import { PriceVsBudget } from './PriceVsBudget';
import { proposalCsvColumns } from './proposalCsv';
import { proposalFilters } from './proposalFilters';
import { SentBadge, SentProposalNotice, sentRowSx } from './SentProposal';
import { useSentProposalId } from './sentProposalState';
import { StatusChip } from '../../../components/status';

export const PROPOSALS_PAGE_SIZE = 12;
const C = 'tenders.my.columns.';
/** Newest first, so a proposal just sent is on top (by the deadline, long-expired tenders came first). */
const SORT = { field: 'creationDate', order: 'DESC' } as const;
const TABLE_SX = [{ '& .MuiTableCell-root': { px: 1 } }, sentRowSx] as const;
const EXPORT = { columns: proposalCsvColumns, file: 'tenders.my.csvFile' } as const;
const Column = DataTable.Col<TenderProposalListItem>;
/** Shown with 'Столбцы': the quantity, the lead time and the day it was sent are on the proposal's page. */
const HIDDEN_COLUMNS = ['quantity', 'deliveryDays', 'creationDate'] as const;

/** A proposal on a phone: tender, status, product and quantity, time left and total. */
function ProposalCard({ row, sent }: { row: TenderProposalListItem; sent: boolean }) {
  return (
    <ListCard
      title={orDash(row.tenderTitle)}
      badge={
        <Stack direction="row" spacing={0.5}>
          {sent ? <SentBadge /> : null}
          <StatusChip concept="tenderProposal" id={row.statusId} />
        </Stack>
      }
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
 * newest first; the selected proposals the contract allows can be deleted. Landing here from the
 * proposal form marks the proposal just sent.
 */
export default function MyProposalsList() {
  const translate = useTranslate();
  const sentId = useSentProposalId();
  return (
    <ListPage<TenderProposalListItem>
      resource={TENDER_PROPOSALS_RESOURCE}
      filters={proposalFilters}
      perPage={PROPOSALS_PAGE_SIZE}
      sort={SORT}
      header={<SentProposalNotice id={sentId} />}
      export={EXPORT}
      rowPath={(id) => proposalPath(id)}
      empty={<EmptyState hint="tenders.my.emptyHint" />}
      tableLabel="tenders.my.tableLabel"
      hiddenColumns={HIDDEN_COLUMNS}
      tableSx={TABLE_SX}
      card={(row) => <ProposalCard row={row} sent={row.id === sentId} />}
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
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
            <RowLink to={proposalPath(row.id)}>
              {translate('tenders.my.proposalNumber', { id: row.id })}
            </RowLink>
            {row.id === sentId ? <SentBadge /> : null}
          </Stack>
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
