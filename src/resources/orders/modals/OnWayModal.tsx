import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { InTransitInput } from '../../../api/ordersPayloads';
import { reviveWithDates, useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { DayPicker } from '../shared/DayPicker';
import { middayIso, today } from '../shared/dates';
import { DEFAULT_PHONE_PREFIX, fullPhone } from '../shared/validation';
import type { Refusal } from '../../../components/dialogs/refusal';
import { DeliveryMethodField } from './DeliveryMethodField';
import { orderDraftKey } from './drafts';
import { FilesInput } from './FilesInput';
import { FormDialog } from '../../../components/dialogs';
import { PhoneField } from './PhoneField';
import { onWayFieldsFor, validateOnWay, type OnWayValues } from './rules';

export interface OnWayModalProps {
  open: boolean;
  orderId: number;
  shippingMethodId: number;
  deliveryMethodId: number;
  pending?: boolean;
  refusal?: Refusal | null;
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
  const { control, handleSubmit, discardDraft } = useDraftForm<OnWayValues>({
    draftKey: orderDraftKey('onWay', orderId),
    defaultValues: initial,
    draft: { persist: withoutFiles, revive },
    resolver: useRulesResolver((values) => ({ fields: validateOnWay(values, deliveryMethodId) })),
  });
  const pickUpDate = useController({ control, name: 'pickUpDate' });
  // The number's message depends on the prefix: a new prefix checks the number again.
  const phonePrefix = useController({ control, name: 'phonePrefix', rules: { deps: 'phoneNumber' } });
  const phoneNumber = useController({ control, name: 'phoneNumber' });
  const files = useController({ control, name: 'files' });
  const uses = onWayFieldsFor(deliveryMethodId);
  const label = (key: string) => translate(`orders.modals.onWay.${key}`);

  const submit = handleSubmit((values) =>
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
    }),
  );

  const text = (key: TextKey, options: { required?: boolean; multiline?: boolean } = {}) => (
    <FormTextField
      control={control}
      field={key}
      name={key}
      label={label(key)}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      fullWidth
    />
  );

  return (
    <FormDialog
      open={open}
      title={label('title')}
      text={label('text')}
      submitLabel="orders.actions.inTransit"
      pending={pending}
      refusal={refusal}
      onClose={() => {
        discardDraft();
        onClose();
      }}
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
          value={pickUpDate.field.value}
          onChange={pickUpDate.field.onChange}
          maxDate={today()}
          required
          error={pickUpDate.fieldState.error?.message}
        />
        {uses.driver ? (
          <>
            {text('transportMark', { required: true })}
            {text('transportNumber', { required: true })}
            {text('driverFulname', { required: true })}
            <PhoneField
              name="DriverPhone"
              label={label('driverPhone')}
              prefix={phonePrefix.field.value}
              number={phoneNumber.field.value}
              onPrefixChange={phonePrefix.field.onChange}
              onNumberChange={phoneNumber.field.onChange}
              error={phoneNumber.fieldState.error?.message}
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
        files={files.field.value}
        onChange={files.field.onChange}
        error={files.fieldState.error?.message}
      />
    </FormDialog>
  );
}
