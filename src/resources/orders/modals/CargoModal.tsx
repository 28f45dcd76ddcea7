import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReadyToSendInput } from '../../../api/ordersPayloads';
import { DeliveryMethod } from '../../../domain';
import { reviveWithDates } from '../../../components/drafts';
import { DayPicker } from '../shared/DayPicker';
import { endOfDayIso, lastAllowedDay, today } from '../shared/dates';
import { RUSSIA_COUNTRY_ID } from '../../../api/deliveryTemplatePayloads';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { AddressLocationFields } from './AddressLocationFields';
import { DeliveryMethodField } from './DeliveryMethodField';
import { orderDraftKey, useFormDraft } from './drafts';
import { OrderDialog } from './OrderDialog';
import { validateCargo, type CargoField, type CargoValues } from './rules';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

export interface CargoModalProps {
  open: boolean;
  orderId: number;
  /** The order's delivery method: 3 asks the dispatch day, others the ready days and the address. */
  deliveryMethodId: number;
  pending?: boolean;
  refusal?: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (input: ReadyToSendInput) => void;
}

const initial: CargoValues = {
  dispatchDay: null,
  readyDays: '',
  countryId: RUSSIA_COUNTRY_ID,
  regionId: null,
  cityId: null,
  street: '',
  houseNumber: '',
  apartmentOrOficeNumber: '',
  postalIndex: '',
};

/** Ready to send (the "cargo" modal of spec section 2). */
export function CargoModal({
  open,
  orderId,
  deliveryMethodId,
  pending,
  refusal,
  onClose,
  onSubmit,
}: CargoModalProps) {
  const translate = useTranslate();
  const message = useMessage();
  const { values, setValues, set, close } = useFormDraft(orderDraftKey('cargo', orderId), initial, onClose, {
    revive: reviveWithDates<CargoValues>('dispatchDay'),
  });
  const { errors, check } = useLiveValidation(() => validateCargo(values, deliveryMethodId));
  const post = deliveryMethodId === DeliveryMethod.PostOrCourier;
  const label = (key: string) => translate(`orders.modals.cargo.${key}`);
  const err = (key: CargoField) => message(errors[key]);

  const submit = () => {
    if (!check()) return;
    if (post) {
      onSubmit({
        orderId,
        deliveryMethodId,
        dispatchDay: values.dispatchDay ? endOfDayIso(values.dispatchDay) : null,
      });
      return;
    }
    onSubmit({
      orderId,
      deliveryMethodId,
      readyDays: Number(values.readyDays.trim()),
      address: {
        countryId: values.countryId ?? 0,
        regionId: values.regionId ?? 0,
        cityId: values.cityId ?? 0,
        street: values.street,
        houseNumber: values.houseNumber,
        apartmentOrOficeNumber: values.apartmentOrOficeNumber,
        postalIndex: values.postalIndex,
      },
    });
  };

  const text = (key: CargoField & string, options: { required?: boolean; numeric?: boolean } = {}) => (
    <TextField
      name={key}
      label={label(key)}
      value={values[key] as string}
      onChange={(event) => set(key, event.target.value as never)}
      required={options.required}
      error={Boolean(errors[key])}
      helperText={err(key)}
      fullWidth
      slotProps={options.numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    />
  );

  return (
    <OrderDialog
      open={open}
      title={label('title')}
      text={label('text')}
      pending={pending}
      refusal={refusal}
      onClose={close}
      onSubmit={submit}
    >
      <DeliveryMethodField
        value={deliveryMethodId}
        label={label('deliveryMethod')}
        hint={label('deliveryMethodHint')}
      />
      {post ? (
        <DayPicker
          name="dispatchDay"
          label={label('dispatchDay')}
          value={values.dispatchDay}
          onChange={(day) => set('dispatchDay', day)}
          minDate={today()}
          maxDate={lastAllowedDay()}
          required
          error={err('dispatchDay')}
        />
      ) : (
        <>
          {text('readyDays', { required: true, numeric: true })}
          <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
            {label('address')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <AddressLocationFields
              value={{ countryId: values.countryId, regionId: values.regionId, cityId: values.cityId }}
              onChange={(location) => setValues((v) => ({ ...v, ...location }))}
              labels={{ country: label('country'), region: label('region'), city: label('city') }}
              errors={{ countryId: err('countryId'), regionId: err('regionId'), cityId: err('cityId') }}
            />
            {text('postalIndex', { numeric: true })}
          </Box>
          {text('street', { required: true })}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            {text('houseNumber', { required: true })}
            {text('apartmentOrOficeNumber')}
          </Box>
        </>
      )}
    </OrderDialog>
  );
}
