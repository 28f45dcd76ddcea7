import { useTranslate } from 'react-admin';
import { useDraft } from '../../../components/drafts';
import { DayPicker } from '../shared/DayPicker';
import { endOfDayIso, lastAllowedDay, tomorrow } from '../shared/dates';
import { validateDay } from '../shared/validation';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { orderDraftKey } from './drafts';
import { OrderDialog } from './OrderDialog';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

export interface ProlongationModalProps {
  open: boolean;
  orderId: number;
  pending?: boolean;
  refusal?: ActionRefusal | null;
  onClose: () => void;
  /** The new dispatch deadline: the end of the chosen day (ISO). */
  onSubmit: (prolonagationDate: string) => void;
}

/** Dispatch prolongation: a day in the future. */
export function ProlongationModal({
  open,
  orderId,
  pending,
  refusal,
  onClose,
  onSubmit,
}: ProlongationModalProps) {
  const translate = useTranslate();
  const message = useMessage();
  const [date, setDate, clearDate] = useDraft<Date | null>(orderDraftKey('prolongation', orderId), null, {
    revive: (stored) => (stored === null || stored instanceof Date ? stored : undefined),
  });
  const { errors, check } = useLiveValidation(() => ({ date: validateDay(date, { minDaysAhead: 1 }) }));
  const error = errors.date;
  const submit = () => {
    if (check() && date) onSubmit(endOfDayIso(date));
  };
  return (
    <OrderDialog
      open={open}
      title={translate('orders.modals.prolongation.title')}
      text={translate('orders.modals.prolongation.text')}
      pending={pending}
      refusal={refusal}
      onClose={() => {
        clearDate();
        onClose();
      }}
      onSubmit={submit}
    >
      <DayPicker
        name="prolonagationDate"
        label={translate('orders.modals.prolongation.date')}
        value={date}
        onChange={setDate}
        minDate={tomorrow()}
        maxDate={lastAllowedDay()}
        required
        error={message(error)}
      />
    </OrderDialog>
  );
}
