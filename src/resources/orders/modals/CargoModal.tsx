import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { ReadyToSendInput } from '../../../api/ordersPayloads';
import { DeliveryMethod } from '../../../domain';
import { reviveWithDates, useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { DayPicker } from '../shared/DayPicker';
import { endOfDayIso, lastAllowedDay, today } from '../shared/dates';
import { RUSSIA_COUNTRY_ID } from '../../../api/deliveryTemplatePayloads';
import type { Refusal } from '../../../components/dialogs/refusal';
import { AddressLocationFields } from './AddressLocationFields';
import { DeliveryMethodField } from './DeliveryMethodField';
import { orderDraftKey } from './drafts';
import { FormDialog } from '../../../components/dialogs';
import { validateCargo, type CargoValues } from './rules';

export interface CargoModalProps {
  open: boolean;
  orderId: number;
  /** The order's delivery method: 3 asks the dispatch day, others the ready days and the address. */
  deliveryMethodId: number;
  pending?: boolean;
  refusal?: Refusal | null;
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

type TextKey = 'readyDays' | 'street' | 'houseNumber' | 'apartmentOrOficeNumber' | 'postalIndex';

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
  const { control, handleSubmit, discardDraft } = useDraftForm<CargoValues>({
    draftKey: orderDraftKey('cargo', orderId),
    defaultValues: initial,
    draft: { revive: reviveWithDates<CargoValues>('dispatchDay') },
    resolver: useRulesResolver((values) => ({ fields: validateCargo(values, deliveryMethodId) })),
  });
  const dispatchDay = useController({ control, name: 'dispatchDay' });
  const country = useController({ control, name: 'countryId' });
  const region = useController({ control, name: 'regionId' });
  const city = useController({ control, name: 'cityId' });
  const post = deliveryMethodId === DeliveryMethod.PostOrCourier;
  const label = (key: string) => translate(`orders.modals.cargo.${key}`);

  const submit = handleSubmit((values) => {
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
  });

  const text = (key: TextKey, options: { required?: boolean; numeric?: boolean } = {}) => (
    <FormTextField
      control={control}
      field={key}
      name={key}
      label={label(key)}
      required={options.required}
      fullWidth
      slotProps={options.numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    />
  );

  return (
    <FormDialog
      open={open}
      title={label('title')}
      text={label('text')}
      pending={pending}
      refusal={refusal}
      onClose={() => {
        discardDraft();
        onClose();
      }}
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
          value={dispatchDay.field.value}
          onChange={dispatchDay.field.onChange}
          minDate={today()}
          maxDate={lastAllowedDay()}
          required
          error={dispatchDay.fieldState.error?.message}
        />
      ) : (
        <>
          {text('readyDays', { required: true, numeric: true })}
          <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
            {label('address')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <AddressLocationFields
              value={{ countryId: country.field.value, regionId: region.field.value, cityId: city.field.value }}
              onChange={(location) => {
                country.field.onChange(location.countryId);
                region.field.onChange(location.regionId);
                city.field.onChange(location.cityId);
              }}
              labels={{ country: label('country'), region: label('region'), city: label('city') }}
              errors={{
                countryId: country.fieldState.error?.message,
                regionId: region.fieldState.error?.message,
                cityId: city.fieldState.error?.message,
              }}
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
    </FormDialog>
  );
}
