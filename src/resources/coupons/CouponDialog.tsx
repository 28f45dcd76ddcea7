import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { InfoDialog } from '../../components/dialogs';
import { COUPONS_RESOURCE, type CouponsDataProvider } from './handler';
import { CouponEditor } from './CouponEditor';
import { useCouponTarget } from './useCouponTarget';
import { LoadingSpinner } from '../../components/loading';

function StoredCouponEditor({ id, onClose }: { id: number; onClose: () => void }) {
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
      <InfoDialog open onClose={onClose}>
        <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
          <LoadingSpinner size={40} label={translate('ra.page.loading')} />
        </Box>
      </InfoDialog>
    );
  }
  if (!found.data) {
    return (
      <InfoDialog
        open
        title={translate('coupons.dialog.notFound')}
        dismissText={translate('coupons.dialog.cancel')}
        onClose={onClose}
      />
    );
  }
  return <CouponEditor coupon={found.data} onClose={onClose} />;
}

/** The create / edit dialog of /marketing/coupons, opened by `?coupon=new` or `?coupon=<id>`. */
export function CouponDialog() {
  const { target, close } = useCouponTarget();
  if (target === null) return null;
  return target === 'new' ? (
    <CouponEditor key="new" coupon={null} onClose={close} />
  ) : (
    <StoredCouponEditor key={target} id={target} onClose={close} />
  );
}
