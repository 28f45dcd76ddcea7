import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InTransitInput } from '../../../api/ordersPayloads';
import { reviveWithDates } from '../../../components/drafts';
import { DayPicker } from '../shared/DayPicker';
import { middayIso, today } from '../shared/dates';
import { DEFAULT_PHONE_PREFIX, fullPhone } from '../shared/validation';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { DeliveryMethodField } from './DeliveryMethodField';
import { orderDraftKey, useFormDraft } from './drafts';
import { FilesInput } from './FilesInput';
import { OrderDialog } from './OrderDialog';
import { PhoneField } from './PhoneField';
import { onWayFieldsFor, validateOnWay, type OnWayField, type OnWayValues } from './rules';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

export interface OnWayModalProps {
  open: boolean;
  orderId: number;
  shippingMethodId: number;
  deliveryMethodId: number;
  pending?: boolean;
  refusal?: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (input: InTransitInput) => void;
}

const initial: OnWayValues = {
  transportMark: '',
  transportNumber: '',
  driverFulname: '',
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phoneNumber: '',
  voyageNumber: '',
  trackCode: '',
  additionalInfo: '',
  pickUpDate: null,
  files: [],
};

/** Files cannot be stored: the draft keeps the rest. */
const withoutFiles = ({ files: _files, ...rest }: OnWayValues): Partial<OnWayValues> => rest;
const revive = reviveWithDates<OnWayValues>('pickUpDate');

type TextKey =
  'transportMark' | 'transportNumber' | 'driverFulname' | 'voyageNumber' | 'trackCode' | 'additionalInfo';

/** In transit ("on way"): the in-transit form of spec section 3. */
export function OnWayModal({
  open,
  orderId,
  shippingMethodId,
  deliveryMethodId,
  pending,
  refusal,
  onClose,
  onSubmit,
}: OnWayModalProps) {
  const translate = useTranslate();
  const message = useMessage();
  const { values, set, close } = useFormDraft(orderDraftKey('onWay', orderId), initial, onClose, {
    persist: withoutFiles,
    revive,
  });
  const { errors, check } = useLiveValidation(() => validateOnWay(values, deliveryMethodId));
  const uses = onWayFieldsFor(deliveryMethodId);
  const label = (key: string) => translate(`orders.modals.onWay.${key}`);
  const err = (key: OnWayField) => message(errors[key]);

  const submit = () => {
    if (!check()) return;
    onSubmit({
      orderId,
      shippingMethodId,
      deliveryMethodId,
      transportMark: uses.driver ? values.transportMark : null,
      transportNumber: uses.driver ? values.transportNumber : null,
      driverFulname: uses.driver ? values.driverFulname : null,
      driverPhone: uses.driver ? fullPhone(values.phonePrefix, values.phoneNumber) : null,
      voyageNumber: values.voyageNumber,
      trackCode: uses.trackCode ? values.trackCode : null,
      additionalInfo: values.additionalInfo,
      pickUpDate: values.pickUpDate ? middayIso(values.pickUpDate) : null,
      procurationFiles: values.files,
    });
  };

  const text = (key: TextKey, options: { required?: boolean; multiline?: boolean } = {}) => (
    <TextField
      name={key}
      label={label(key)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      error={Boolean(errors[key])}
      helperText={err(key)}
      fullWidth
    />
  );

  return (
    <OrderDialog
      open={open}
      title={label('title')}
      text={label('text')}
      submitLabel="orders.actions.inTransit"
      pending={pending}
      refusal={refusal}
      onClose={close}
      onSubmit={submit}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DeliveryMethodField
          value={deliveryMethodId}
          label={label('deliveryMethod')}
          hint={label('deliveryMethodHint')}
        />
        <DayPicker
          name="PickUpDate"
          label={label('pickUpDate')}
          value={values.pickUpDate}
          onChange={(day) => set('pickUpDate', day)}
          maxDate={today()}
          required
          error={err('pickUpDate')}
        />
        {uses.driver ? (
          <>
            {text('transportMark', { required: true })}
            {text('transportNumber', { required: true })}
            {text('driverFulname', { required: true })}
            <PhoneField
              name="DriverPhone"
              label={label('driverPhone')}
              prefix={values.phonePrefix}
              number={values.phoneNumber}
              onPrefixChange={(prefix) => set('phonePrefix', prefix)}
              onNumberChange={(number) => set('phoneNumber', number)}
              error={err('phoneNumber')}
              required
            />
          </>
        ) : null}
        {text('voyageNumber')}
        {uses.trackCode ? text('trackCode', { required: true }) : null}
      </Box>
      {text('additionalInfo', { multiline: true })}
      <FilesInput
        name="ProcurationFiles"
        label={label('procurationFiles')}
        hint={label('procurationHint')}
        accept="application/pdf,image/jpeg,image/png,image/webp"
        files={values.files}
        onChange={(files) => set('files', files)}
        error={err('files')}
      />
    </OrderDialog>
  );
}
