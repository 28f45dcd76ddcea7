import { useId } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { COUPONS_RESOURCE, type CouponsDataProvider } from './handler';
import { CouponEditor } from './CouponEditor';
import { useCouponTarget } from './useCouponTarget';

function StoredCouponEditor({ id, titleId, onClose }: { id: number; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CouponsDataProvider>();
  const found = useQuery({
    queryKey: [COUPONS_RESOURCE, 'find', id],
    queryFn: () => dataProvider.findCoupon(COUPONS_RESOURCE, { id }),
    // The form starts from the stored coupon once; a refetch must not reset it.
    staleTime: Infinity,
    gcTime: 0,
  });
  if (found.isPending) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (!found.data) {
    return (
      <>
        <DialogTitle id={titleId}>{translate('coupons.dialog.notFound')}</DialogTitle>
        <DialogContent />
        <DialogActions>
          <Button onClick={onClose}>{translate('coupons.dialog.cancel')}</Button>
        </DialogActions>
      </>
    );
  }
  return <CouponEditor coupon={found.data} titleId={titleId} onClose={onClose} />;
}

/** The create / edit dialog of /marketing/coupons, opened by `?coupon=new` or `?coupon=<id>`. */
export function CouponDialog() {
  const { target, close } = useCouponTarget();
  const titleId = useId();
  if (target === null) return null;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {target === 'new' ? (
        <CouponEditor key="new" coupon={null} titleId={titleId} onClose={close} />
      ) : (
        <StoredCouponEditor key={target} id={target} titleId={titleId} onClose={close} />
      )}
    </Dialog>
  );
}
