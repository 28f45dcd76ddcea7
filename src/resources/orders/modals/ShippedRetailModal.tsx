import { useTranslate } from 'react-admin';
import type { ShippingInfoParams } from '../../retail-orders/handler';
import { reviveWithDates } from '../../../components/drafts';
import { DeliveryMethod } from '../../../domain';
import { DayPicker } from '../shared/DayPicker';
import { lastAllowedDay, middayIso, today } from '../shared/dates';
import { DEFAULT_PHONE_PREFIX, phoneNumberDigits } from '../shared/validation';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { DeliveryMethodField } from './DeliveryMethodField';
import { retailDraftKey, useFormDraft } from './drafts';
import { FilesInput } from './FilesInput';
import { OrderDialog } from './OrderDialog';
import { PhoneField } from './PhoneField';
import { validateShippedRetail, type ShippedRetailValues } from './rules';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

export interface ShippedRetailModalProps {
  open: boolean;
  orderId: number;
  deliveryMethodId: number;
  /** The order's product lines (all are shipped together). */
  productLineIds: readonly number[];
  pending?: boolean;
  refusal?: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (params: ShippingInfoParams) => void;
}

const initial: ShippedRetailValues = {
  pickupDate: null,
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phoneNumber: '',
  images: [],
};

/** Images cannot be stored: the draft keeps the rest. */
const withoutImages = ({ images: _images, ...rest }: ShippedRetailValues): Partial<ShippedRetailValues> =>
  rest;
const revive = reviveWithDates<ShippedRetailValues>('pickupDate');

/** Retail shipping info ("shipped-retail"): pick-up date, driver phone (not for method 3), images. */
export function ShippedRetailModal({
  open,
  orderId,
  deliveryMethodId,
  productLineIds,
  pending,
  refusal,
  onClose,
  onSubmit,
}: ShippedRetailModalProps) {
  const translate = useTranslate();
  const message = useMessage();
  const { values, set, close } = useFormDraft(retailDraftKey('shippedRetail', orderId), initial, onClose, {
    persist: withoutImages,
    revive,
  });
  const { errors, check } = useLiveValidation(() => validateShippedRetail(values, deliveryMethodId));
  const withPhone = deliveryMethodId !== DeliveryMethod.PostOrCourier;
  const label = (key: string) => translate(`orders.modals.shippedRetail.${key}`);

  const submit = () => {
    if (!check() || !values.pickupDate) return;
    onSubmit({
      orderId,
      deliveryMethodId,
      pickupDate: middayIso(values.pickupDate),
      phonePrefix: withPhone ? values.phonePrefix : null,
      phoneNumber: withPhone ? phoneNumberDigits(values.phonePrefix, values.phoneNumber) : null,
      retailOrderProductsId: productLineIds,
      images: values.images,
    });
  };

  return (
    <OrderDialog
      open={open}
      title={label('title')}
      text={label('text')}
      submitLabel="orders.actions.save"
      pending={pending}
      refusal={refusal}
      onClose={close}
      onSubmit={submit}
    >
      <DayPicker
        name="pickupDate"
        label={label('pickupDate')}
        value={values.pickupDate}
        onChange={(day) => set('pickupDate', day)}
        minDate={today()}
        maxDate={lastAllowedDay()}
        required
        error={message(errors.pickupDate)}
      />
      <DeliveryMethodField
        value={deliveryMethodId}
        label={label('deliveryMethod')}
        hint={label('deliveryMethodHint')}
      />
      {withPhone ? (
        <PhoneField
          name="driverPhone"
          label={label('driverPhone')}
          prefix={values.phonePrefix}
          number={values.phoneNumber}
          onPrefixChange={(prefix) => set('phonePrefix', prefix)}
          onNumberChange={(number) => set('phoneNumber', number)}
          error={message(errors.phoneNumber)}
          required
        />
      ) : null}
      <FilesInput
        name="File"
        label={label('images')}
        hint={label('imagesHint')}
        accept="image/jpeg,image/png,image/webp"
        files={values.images}
        onChange={(images) => set('images', images)}
        error={message(errors.images)}
      />
    </OrderDialog>
  );
}
