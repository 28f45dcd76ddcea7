import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetailStatus, retailStatusLabelKey } from '../../../domain';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { retailDraftKey, useFormDraft } from './drafts';
import { OrderDialog } from './OrderDialog';
import { needsCdek, validateChangeStatus, type ChangeStatusValues } from './rules';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

export interface ChangingStatusModalProps {
  open: boolean;
  orderId: number;
  orderNumber: string;
  toStatus: number;
  deliveryMethodId: number | null;
  pending?: boolean;
  refusal?: ActionRefusal | null;
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
  const message = useMessage();
  const cdek = needsCdek(toStatus, deliveryMethodId);
  const { values, set, close } = useFormDraft<ChangeStatusValues>(
    cdek ? retailDraftKey('changingStatus', orderId) : null,
    { cdekOfficeAddress: '', imIds: '' },
    onClose,
  );
  const { errors, check } = useLiveValidation(() => validateChangeStatus(values, toStatus, deliveryMethodId));
  const label = (key: string) => translate(`orders.modals.changingStatus.${key}`);

  const submit = () => {
    if (!check()) return;
    onSubmit(
      cdek
        ? { cdekOfficeAddress: values.cdekOfficeAddress, imIds: values.imIds }
        : { cdekOfficeAddress: null, imIds: null },
    );
  };

  return (
    <OrderDialog
      open={open}
      title={label('title')}
      text={translate('orders.modals.changingStatus.text', {
        number: orderNumber,
        status: translate(retailStatusLabelKey(toStatus), { id: toStatus }),
      })}
      submitColor={toStatus === RetailStatus.Cancelled ? 'error' : 'primary'}
      pending={pending}
      refusal={refusal}
      onClose={close}
      onSubmit={submit}
      maxWidth={cdek ? 'sm' : 'xs'}
    >
      {cdek ? (
        <>
          <TextField
            name="cdekOfficeAddress"
            label={label('cdekOfficeAddress')}
            value={values.cdekOfficeAddress}
            onChange={(event) => set('cdekOfficeAddress', event.target.value)}
            required
            error={Boolean(errors.cdekOfficeAddress)}
            helperText={message(errors.cdekOfficeAddress)}
          />
          <TextField
            name="ImIds"
            label={label('imIds')}
            value={values.imIds}
            onChange={(event) => set('imIds', event.target.value)}
            required
            multiline
            minRows={2}
            error={Boolean(errors.imIds)}
            helperText={message(errors.imIds) ?? label('imIdsHint')}
          />
        </>
      ) : null}
    </OrderDialog>
  );
}
