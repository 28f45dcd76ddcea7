import { useTranslate } from 'react-admin';
import { useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { RetailStatus, retailStatusLabelKey } from '../../../domain';
import type { Refusal } from '../../../components/dialogs/refusal';
import { retailDraftKey } from './drafts';
import { FormDialog } from '../../../components/dialogs';
import { needsCdek, validateChangeStatus, type ChangeStatusValues } from './rules';

export interface ChangingStatusModalProps {
  open: boolean;
  orderId: number;
  orderNumber: string;
  toStatus: number;
  deliveryMethodId: number | null;
  pending?: boolean;
  refusal?: Refusal | null;
  onClose: () => void;
  onSubmit: (values: { cdekOfficeAddress: string | null; imIds: string | null }) => void;
}

/** Retail status change confirm; "in transit" with CDEK asks the office address and the ImIds. */
export function ChangingStatusModal({
  open,
  orderId,
  orderNumber,
  toStatus,
  deliveryMethodId,
  pending,
  refusal,
  onClose,
  onSubmit,
}: ChangingStatusModalProps) {
  const translate = useTranslate();
  const cdek = needsCdek(toStatus, deliveryMethodId);
  const { control, handleSubmit, discardDraft } = useDraftForm<ChangeStatusValues>({
    draftKey: cdek ? retailDraftKey('changingStatus', orderId) : null,
    defaultValues: { cdekOfficeAddress: '', imIds: '' },
    resolver: useRulesResolver((values) => ({
      fields: validateChangeStatus(values, toStatus, deliveryMethodId),
    })),
  });
  const label = (key: string) => translate(`orders.modals.changingStatus.${key}`);

  const submit = handleSubmit(({ cdekOfficeAddress, imIds }) =>
    onSubmit(cdek ? { cdekOfficeAddress, imIds } : { cdekOfficeAddress: null, imIds: null }),
  );

  return (
    <FormDialog
      open={open}
      title={label('title')}
      text={translate('orders.modals.changingStatus.text', {
        number: orderNumber,
        status: translate(retailStatusLabelKey(toStatus), { id: toStatus }),
      })}
      submitColor={toStatus === RetailStatus.Cancelled ? 'error' : 'primary'}
      pending={pending}
      refusal={refusal}
      onClose={() => {
        discardDraft();
        onClose();
      }}
      onSubmit={submit}
      maxWidth={cdek ? 'sm' : 'xs'}
    >
      {cdek ? (
        <>
          <FormTextField
            control={control}
            field="cdekOfficeAddress"
            name="cdekOfficeAddress"
            label={label('cdekOfficeAddress')}
            required
          />
          <FormTextField
            control={control}
            field="imIds"
            name="ImIds"
            label={label('imIds')}
            required
            multiline
            minRows={2}
            hint={label('imIdsHint')}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
