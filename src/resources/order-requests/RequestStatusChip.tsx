import { useTranslate } from 'react-admin';
import { missingValue } from '../../components/format';
import { StatusKindChip } from '../../components/status';
import { orderRequestStatusKind, orderRequestStatusLabelKey } from '../../domain/orderRequestStatuses';

/** An order request's status: its Russian name in its colour ('----' without a status). */
export function RequestStatusChip({
  id,
  size,
}: {
  id: number | null | undefined;
  size?: 'small' | 'medium';
}) {
  const translate = useTranslate();
  if (id === null || id === undefined) return <span>{missingValue()}</span>;
  return (
    <StatusKindChip
      kind={orderRequestStatusKind(id)}
      label={translate(orderRequestStatusLabelKey(id), { id })}
      size={size}
    />
  );
}
