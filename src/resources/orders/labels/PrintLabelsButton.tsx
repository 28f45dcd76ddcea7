import { useTranslate } from 'react-admin';
import { isReadyForLabels } from '../../../../rules';
import type { LabelOrderKind } from '../../../api/labels';
import { LabelsMenuButton } from './LabelsMenuButton';

interface PrintLabelsButtonProps {
  kind: LabelOrderKind;
  orderId: number;
  statusId: number | null;
}

/** 'Печать этикеток' of an order page, shown while the order is ready to ship. */
export function PrintLabelsButton({ kind, orderId, statusId }: PrintLabelsButtonProps) {
  const translate = useTranslate();
  if (!isReadyForLabels(kind, statusId)) return null;
  return <LabelsMenuButton orders={[{ id: orderId, kind }]} label={translate('labels.print')} />;
}
