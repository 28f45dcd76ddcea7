import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LabelFormat, LabelOrderKind } from '../../../api/labels';
import { isApiError, SessionError } from '../../../api/errors';
import { downloadBlob } from '../../../components/csv';
import { useToast } from '../../../components/toast';
import { SHIPPING_LABELS_RESOURCE, type ShippingLabelsDataProvider } from './handler';

export interface LabelOrder {
  id: number;
  kind: LabelOrderKind;
}

/**
 * Asks for the labels' PDF and saves it under the server's name ('labels-1000005.pdf'). A
 * refusal ('Заказ не найден', an order not ready to ship) shows the server's text as a toast.
 */
export function usePrintLabels() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<ShippingLabelsDataProvider>();
  const [busy, setBusy] = useState(false);

  const print = async (orders: readonly LabelOrder[], format: LabelFormat) => {
    if (orders.length === 0 || busy) return;
    setBusy(true);
    try {
      const file = await dataProvider.print(SHIPPING_LABELS_RESOURCE, { orders: [...orders], format });
      downloadBlob(file.fileName ?? `${translate('labels.fileName')}.pdf`, file.blob);
    } catch (error) {
      if (error instanceof SessionError) return;
      const message = isApiError(error) ? error.errorMessage : null;
      toast.error(translate('labels.failed'), { description: message || translate('labels.tryAgain') });
    } finally {
      setBusy(false);
    }
  };
  return { busy, print };
}
