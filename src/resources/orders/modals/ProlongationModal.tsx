import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DayPicker } from '../shared/DayPicker';
import { endOfDayIso, lastAllowedDay, tomorrow } from '../shared/dates';
import { validateDay, type Message } from '../shared/validation';
import { OrderDialog } from './OrderDialog';
import { useMessage } from './useMessage';

export interface ProlongationModalProps {
  open: boolean;
  pending?: boolean;
  onClose: () => void;
  /** The new dispatch deadline: the end of the chosen day (ISO). */
  onSubmit: (prolonagationDate: string) => void;
}

/** Dispatch prolongation: a day in the future. */
export function ProlongationModal({ open, pending, onClose, onSubmit }: ProlongationModalProps) {
  const translate = useTranslate();
  const message = useMessage();
  const [date, setDate] = useState<Date | null>(null);
  const [error, setError] = useState<Message | undefined>();
  const submit = () => {
    const problem = validateDay(date, { minDaysAhead: 1 });
    setError(problem);
    if (!problem && date) onSubmit(endOfDayIso(date));
  };
  return (
    <OrderDialog
      open={open}
      title={translate('orders.modals.prolongation.title')}
      text={translate('orders.modals.prolongation.text')}
      pending={pending}
      onClose={onClose}
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
