import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useDataProvider, useListContext, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { Coupon } from '../../api/coupons';
import { isApiError } from '../../api/errors';
import { ConfirmDialog } from '../../components/dialogs';
import { COUPONS_RESOURCE, type CouponsDataProvider } from './handler';
import { useToast } from '../../components/toast';

type Action = 'disable' | 'delete';

/**
 * 'Отключить' and 'Удалить' of the selected rows, each after a confirm. A -1 on one coupon shows
 * the server's text; the coupons before it stay done (each is its own call).
 */
export function CouponBulkActions() {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(COUPONS_RESOURCE);
  const dataProvider = useDataProvider<CouponsDataProvider>();
  const { data, selectedIds } = useListContext<Coupon>();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = (data ?? []).filter((row) => selectedIds.includes(row.id));

  const run = async (action: Action) => {
    setBusy(true);
    try {
      if (action === 'disable') await dataProvider.disableCoupons(COUPONS_RESOURCE, { coupons: selected });
      else await dataProvider.deleteMany(COUPONS_RESOURCE, { ids: selected.map((row) => row.id) });
      toast.success(translate(action === 'disable' ? 'coupons.bulk.disabled' : 'coupons.bulk.deleted'));
      unselectAll();
    } catch (error) {
      if (isApiError(error) && error.errorMessage) toast.error(error.errorMessage);
    } finally {
      setBusy(false);
      setAsking(null);
      refresh();
    }
  };

  return (
    <>
      <Button size="small" startIcon={<BlockIcon />} disabled={busy} onClick={() => setAsking('disable')}>
        {translate('coupons.bulk.disable')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        disabled={busy}
        onClick={() => setAsking('delete')}
      >
        {translate('coupons.bulk.delete')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={translate(asking === 'delete' ? 'coupons.bulk.deleteTitle' : 'coupons.bulk.disableTitle', {
          smart_count: selected.length,
        })}
        content={asking === 'delete' ? translate('coupons.bulk.deleteContent') : undefined}
        confirmText={translate(asking === 'delete' ? 'coupons.bulk.delete' : 'coupons.bulk.disable')}
        confirmColor={asking === 'delete' ? 'error' : 'primary'}
        loading={busy}
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
