import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { Dispute } from '../../../api/disputes';
import { formatDate, missingValue, MoneyText } from '../../../components/format';
import { EmptyState, ListPage } from '../../../components/list';
import { DISPUTES_RESOURCE } from '../handler';
import { DisputeActionButtons } from '../actions/DisputeActionButtons';
import { DisputeActionModals } from '../actions/DisputeActionModals';
import { DisputeDrawer } from '../details/DisputeDrawer';
import { DisputeFromUrl } from './DisputeFromUrl';
import { DisputePageProvider } from '../DisputePageContext';
import { AnswerDeadline, DetailsButton, OrderLink, ReasonText } from './cells';
import { DisputeCard } from './DisputeCard';
import { disputeCsvColumns } from './disputeCsv';
import { disputeFilters } from './disputeFilters';
import { MarketSwitch } from './MarketSwitch';
import { StatusChip } from '../../../components/status';

export const DISPUTES_PAGE_SIZE = 12;
const C = 'disputes.list.columns.';
/** Not sent: the server orders the rows (open first, then newest). */
const SORT = { field: 'creationDate', order: 'DESC' } as const;
const RETAIL_EXPORT = { columns: disputeCsvColumns, file: 'disputes.csv.retailFile' } as const;
const WHOLESALE_EXPORT = { columns: disputeCsvColumns, file: 'disputes.csv.wholesaleFile' } as const;
const Column = DataTable.Col<Dispute>;

/** Over the list: the market switch; over the page: the open details and the action modals. */
function DisputeListHeader({ isRetail }: { isRetail: boolean }) {
  return (
    <>
      <MarketSwitch isRetail={isRetail} />
      <DisputeDrawer />
      <DisputeActionModals />
      <DisputeFromUrl />
    </>
  );
}

/**
 * /disputes/retails and /disputes/wholesales: one list per market (the permanent filter
 * `isRetail`), filters in the URL, 12 rows, presets, the column chooser, CSV, cards on phones;
 * each dispute's details and messages open at the side, its actions follow its status.
 */
export function DisputeList({ isRetail }: { isRetail: boolean }) {
  const translate = useTranslate();
  const permanent = useMemo(() => ({ isRetail }), [isRetail]);
  return (
    <DisputePageProvider>
      <ListPage<Dispute>
        resource={DISPUTES_RESOURCE}
        filter={permanent}
        filters={disputeFilters}
        perPage={DISPUTES_PAGE_SIZE}
        sort={SORT}
        header={<DisputeListHeader isRetail={isRetail} />}
        export={isRetail ? RETAIL_EXPORT : WHOLESALE_EXPORT}
        empty={<EmptyState hint="disputes.list.emptyHint" />}
        tableLabel="disputes.list.tableLabel"
        card={(row) => <DisputeCard row={row} />}
      >
        <Column
          source="id"
          label={`${C}id`}
          disableSort
          render={(row) => <strong>{translate('disputes.list.idValue', { id: row.id })}</strong>}
        />
        <Column
          source="orderNumber"
          label={`${C}order`}
          disableSort
          render={(row) => <OrderLink dispute={row} />}
        />
        <Column
          source="buyerName"
          label={`${C}buyerName`}
          disableSort
          render={(row) => row.buyerName ?? missingValue()}
        />
        <Column
          source="reasonId"
          label={`${C}reason`}
          disableSort
          render={(row) => <ReasonText reasonId={row.reasonId} />}
        />
        <Column
          source="statusId"
          label={`${C}status`}
          disableSort
          render={(row) => <StatusChip concept="dispute" id={row.statusId} />}
        />
        <Column
          source="creationDate"
          label={`${C}creationDate`}
          disableSort
          render={(row) => formatDate(row.creationDate)}
        />
        <Column
          source="answerDeadline"
          label={`${C}answerDeadline`}
          disableSort
          render={(row) => <AnswerDeadline dispute={row} />}
        />
        <Column
          source="orderAmount"
          label={`${C}orderAmount`}
          disableSort
          render={(row) => <MoneyText value={row.orderAmount} sx={{ fontWeight: 600 }} />}
        />
        <Column
          source="actions"
          label={`${C}actions`}
          disableSort
          render={(row) => (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <DetailsButton dispute={row} />
              <DisputeActionButtons dispute={row} />
            </Stack>
          )}
        />
      </ListPage>
    </DisputePageProvider>
  );
}
