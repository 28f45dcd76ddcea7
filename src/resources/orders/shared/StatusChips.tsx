import { useTranslate } from 'react-admin';
import { StatusChip, retailOrderStatusKind, wholesaleOrderStatusKind } from '../../../components/status';
import { retailStatusKey, wholesaleStatusKey } from './statuses';

/** Wholesale status chip coloured per spec section 4 (danger / purple / success). */
export function WholesaleStatusChip({ statusId, size }: { statusId: number; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return (
    <StatusChip
      size={size}
      kind={wholesaleOrderStatusKind(statusId)}
      label={translate(wholesaleStatusKey(statusId), { id: statusId })}
    />
  );
}

/** Retail status chip coloured per spec section 4. */
export function RetailStatusChip({ status, size }: { status: number; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return (
    <StatusChip
      size={size}
      kind={retailOrderStatusKind(status)}
      label={translate(retailStatusKey(status), { id: status })}
    />
  );
}
