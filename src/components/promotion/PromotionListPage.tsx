import type { ReactElement } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PromotionRow } from '../../api/promotions';
import { PROMOTION_PAGE_SIZE } from '../../api/promotionsPayloads';
import { formatDate, missingValue, MoneyText } from '../format';
import { EmptyState, ListCard, ListPage, type ListExport } from '../list';
import { StatusChip } from '../status';
import { daysText, PeriodText, PromotionProduct } from './cells';
import { ListFailure } from './ListFailure';

const C = 'promotions.columns.';
const SORT = { field: 'id', order: 'DESC' } as const;
const Column = DataTable.Col<PromotionRow>;

export interface PromotionListPageProps {
  resource: string;
  filters: ReactElement[];
  export: ListExport<PromotionRow>;
  /** i18n keys of the namespace (`promotions.highlights` / `promotions.top`). */
  texts: 'promotions.highlights.' | 'promotions.top.';
  addPath: string;
  /** Highlights show the label column; top rows have none. */
  withLabel: boolean;
}

function PromotionCard({ row, withLabel }: { row: PromotionRow; withLabel: boolean }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={row.productName ?? missingValue()}
      badge={<StatusChip concept="advert" id={row.advertStatus} />}
      primary={daysText(row.daysCount)}
      secondary={withLabel && row.label !== null ? translate(`marketing.label.${row.label}`) : undefined}
      caption={row.activeTo ? `${formatDate(row.activeFrom)} — ${formatDate(row.activeTo)}` : ''}
      amount={<MoneyText value={row.price} variant="inherit" />}
    />
  );
}

/**
 * /marketing/highlights and /marketing/top: the seller's paid promotions, 10 a page (spec
 * section 9), newest first; filters in the URL, CSV, cards on phones, 'Выделить / Поднять товар'.
 */
export function PromotionListPage({
  resource,
  filters,
  export: csv,
  texts,
  addPath,
  withLabel,
}: PromotionListPageProps) {
  const translate = useTranslate();
  return (
    <ListPage<PromotionRow>
      resource={resource}
      filters={filters}
      perPage={PROMOTION_PAGE_SIZE}
      sort={SORT}
      header={<ListFailure />}
      export={csv}
      empty={<EmptyState title={`${texts}empty`} hint={`${texts}emptyHint`} />}
      tableLabel={`${texts}tableLabel`}
      card={(row) => <PromotionCard row={row} withLabel={withLabel} />}
      actions={
        <Button component={Link} to={addPath} variant="contained" size="small" startIcon={<AddIcon />}>
          {translate(`${texts}add`)}
        </Button>
      }
    >
      <Column
        source="productName"
        label={`${C}product`}
        disableSort
        render={(row) => <PromotionProduct name={row.productName} image={row.productImage} />}
      />
      {withLabel ? (
        <Column
          source="label"
          label={`${C}label`}
          disableSort
          render={(row) => <StatusChip concept="productLabel" id={row.label} />}
        />
      ) : null}
      <Column
        source="daysCount"
        label={`${C}period`}
        disableSort
        render={(row) => <PeriodText row={row} />}
      />
      <Column
        source="price"
        label={`${C}price`}
        disableSort
        render={(row) => <MoneyText value={row.price} />}
      />
      <Column
        source="activeFrom"
        label={`${C}activeFrom`}
        disableSort
        render={(row) => formatDate(row.activeFrom)}
      />
      <Column
        source="activeTo"
        label={`${C}activeTo`}
        disableSort
        render={(row) => formatDate(row.activeTo)}
      />
      <Column
        source="advertStatus"
        label={`${C}status`}
        disableSort
        render={(row) => <StatusChip concept="advert" id={row.advertStatus} />}
      />
    </ListPage>
  );
}
