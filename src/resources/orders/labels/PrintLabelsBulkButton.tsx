import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { LabelOrderKind } from '../../../api/labels';
import { LabelsMenuButton } from './LabelsMenuButton';

/**
 * 'Печать этикеток' of the selected rows of an order list: one PDF for all of them. The server
 * refuses the whole set, naming the order, when one is not ready to ship.
 */
export function PrintLabelsBulkButton({ kind }: { kind: LabelOrderKind }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const orders = useMemo(
    () =>
      selectedIds
        .map((id) => Number(id))
        .filter((id) => Number.isInteger(id) && id > 0)
        .map((id) => ({ id, kind })),
    [selectedIds, kind],
  );
  return <LabelsMenuButton orders={orders} variant="text" label={translate('labels.print')} />;
}
