import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate } from 'react-admin';
import { COUPONS_PAGE_SIZE, type Coupon } from '../../api/coupons';
import { EmptyState, ListPage } from '../../components/list';
import { COUPONS_RESOURCE } from './handler';
import { CouponBulkActions } from './BulkActions';
import { CouponCard, CouponRowActions, CouponStatusChip } from './cells';
import { couponsExport } from './couponCsv';
import { couponFilters } from './couponFilters';
import { codeText, discountText, marketText, minOrderText, usageText, validityText } from './couponText';
import { CouponDialog } from './CouponDialog';
import { useCouponTarget } from './useCouponTarget';

const C = 'coupons.list.columns.';
const SORT = { field: 'id', order: 'DESC' } as const;
const Column = DataTable.Col<Coupon>;

function AddCouponButton() {
  const translate = useTranslate();
  const { open } = useCouponTarget();
  return (
    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('new')}>
      {translate('coupons.list.add')}
    </Button>
  );
}

/**
 * /marketing/coupons: the store's coupons, 10 a page, newest first; filters status, code and
 * market in the URL; CSV; bulk 'Отключить' / 'Удалить'; create and edit in a dialog
 * (`?coupon=new` / `?coupon=<id>`).
 */
export default function CouponList() {
  const translate = useTranslate();
  return (
    <>
      <ListPage<Coupon>
        resource={COUPONS_RESOURCE}
        filters={couponFilters}
        perPage={COUPONS_PAGE_SIZE}
        sort={SORT}
        export={couponsExport}
        empty={<EmptyState title="coupons.list.empty" hint="coupons.list.emptyHint" />}
        tableLabel="coupons.list.tableLabel"
        card={(row) => <CouponCard row={row} />}
        bulkActionButtons={<CouponBulkActions />}
        actions={<AddCouponButton />}
      >
        <Column
          source="code"
          label={`${C}code`}
          disableSort
          render={(row) => <strong>{codeText(row)}</strong>}
        />
        <Column
          source="discountValue"
          label={`${C}discount`}
          disableSort
          render={(row) => discountText(translate, row)}
        />
        <Column
          source="minOrderAmount"
          label={`${C}minOrderAmount`}
          disableSort
          render={(row) => minOrderText(translate, row)}
        />
        <Column
          source="validTo"
          label={`${C}validity`}
          disableSort
          render={(row) => validityText(translate, row)}
        />
        <Column
          source="usageCount"
          label={`${C}usage`}
          disableSort
          render={(row) => usageText(translate, row)}
        />
        <Column
          source="marketType"
          label={`${C}market`}
          disableSort
          render={(row) => marketText(translate, row)}
        />
        <Column
          source="status"
          label={`${C}status`}
          disableSort
          render={(row) => <CouponStatusChip row={row} />}
        />
        <Column
          source="actions"
          label={`${C}actions`}
          disableSort
          render={(row) => <CouponRowActions row={row} />}
        />
      </ListPage>
      <CouponDialog />
    </>
  );
}
