import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { fieldDraft, useDraftForm } from '../../../components/drafts';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { DayPicker } from '../shared/DayPicker';
import { endOfDayIso, lastAllowedDay, tomorrow } from '../shared/dates';
import { validateDay } from '../shared/validation';
import type { Refusal } from '../../../components/dialogs/refusal';
import { orderDraftKey } from './drafts';
import { FormDialog } from '../../../components/dialogs';

export interface ProlongationModalProps {
  open: boolean;
  orderId: number;
  pending?: boolean;
  refusal?: Refusal | null;
  onClose: () => void;
  /** The new dispatch deadline: the end of the chosen day (ISO). */
  onSubmit: (prolonagationDate: string) => void;
}

interface ProlongationValues {
  date: Date | null;
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
  const { control, handleSubmit, discardDraft } = useDraftForm<ProlongationValues>({
    draftKey: orderDraftKey('prolongation', orderId),
    defaultValues: { date: null },
    draft: fieldDraft('date', (stored) => (stored === null || stored instanceof Date ? stored : undefined)),
    resolver: useRulesResolver(({ date }) => ({ fields: { date: validateDay(date, { minDaysAhead: 1 }) } })),
  });
  const { field, fieldState } = useController({ control, name: 'date' });
  return (
    <FormDialog
      open={open}
      title={translate('orders.modals.prolongation.title')}
      text={translate('orders.modals.prolongation.text')}
      pending={pending}
      refusal={refusal}
      onClose={() => {
        discardDraft();
        onClose();
      }}
      onSubmit={handleSubmit(({ date }) => {
        if (date) onSubmit(endOfDayIso(date));
      })}
    >
      <DayPicker
        name="prolonagationDate"
        label={translate('orders.modals.prolongation.date')}
        value={field.value}
        onChange={field.onChange}
        minDate={tomorrow()}
        maxDate={lastAllowedDay()}
        required
        error={fieldState.error?.message}
      />
    </FormDialog>
  );
}
