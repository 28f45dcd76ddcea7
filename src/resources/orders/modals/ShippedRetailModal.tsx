import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { ShippingInfoParams } from '../../retail-orders/handler';
import { reviveWithDates, useDraftForm } from '../../../components/drafts';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { DeliveryMethod } from '../../../domain';
import { DayPicker } from '../shared/DayPicker';
import { lastAllowedDay, middayIso, today } from '../shared/dates';
import { DEFAULT_PHONE_PREFIX, phoneNumberDigits } from '../shared/validation';
import type { Refusal } from '../../../components/dialogs/refusal';
import { DeliveryMethodField } from './DeliveryMethodField';
import { retailDraftKey } from './drafts';
import { FilesInput } from './FilesInput';
import { FormDialog } from '../../../components/dialogs';
import { PhoneField } from './PhoneField';
import { validateShippedRetail, type ShippedRetailValues } from './rules';

export interface ShippedRetailModalProps {
  open: boolean;
  orderId: number;
  deliveryMethodId: number;
  /** The order's product lines (all are shipped together). */
  productLineIds: readonly number[];
  pending?: boolean;
  refusal?: Refusal | null;
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
  const { control, handleSubmit, discardDraft } = useDraftForm<ShippedRetailValues>({
    draftKey: retailDraftKey('shippedRetail', orderId),
    defaultValues: initial,
    draft: { persist: withoutImages, revive },
    resolver: useRulesResolver((values) => ({ fields: validateShippedRetail(values, deliveryMethodId) })),
  });
  const pickupDate = useController({ control, name: 'pickupDate' });
  // The number's message depends on the prefix: a new prefix checks the number again.
  const phonePrefix = useController({ control, name: 'phonePrefix', rules: { deps: 'phoneNumber' } });
  const phoneNumber = useController({ control, name: 'phoneNumber' });
  const images = useController({ control, name: 'images' });
  const withPhone = deliveryMethodId !== DeliveryMethod.PostOrCourier;
  const label = (key: string) => translate(`orders.modals.shippedRetail.${key}`);

  const submit = handleSubmit((values) => {
    if (!values.pickupDate) return;
    onSubmit({
      orderId,
      deliveryMethodId,
      pickupDate: middayIso(values.pickupDate),
      phonePrefix: withPhone ? values.phonePrefix : null,
      phoneNumber: withPhone ? phoneNumberDigits(values.phonePrefix, values.phoneNumber) : null,
      retailOrderProductsId: productLineIds,
      images: values.images,
    });
  });

  return (
    <FormDialog
      open={open}
      title={label('title')}
      text={label('text')}
      submitLabel="orders.actions.save"
      pending={pending}
      refusal={refusal}
      onClose={() => {
        discardDraft();
        onClose();
      }}
      onSubmit={submit}
    >
      <DayPicker
        name="pickupDate"
        label={label('pickupDate')}
        value={pickupDate.field.value}
        onChange={pickupDate.field.onChange}
        minDate={today()}
        maxDate={lastAllowedDay()}
        required
        error={pickupDate.fieldState.error?.message}
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
          prefix={phonePrefix.field.value}
          number={phoneNumber.field.value}
          onPrefixChange={phonePrefix.field.onChange}
          onNumberChange={phoneNumber.field.onChange}
          error={phoneNumber.fieldState.error?.message}
          required
        />
      ) : null}
      <FilesInput
        name="File"
        label={label('images')}
        hint={label('imagesHint')}
        accept="image/jpeg,image/png,image/webp"
        files={images.field.value}
        onChange={images.field.onChange}
        error={images.fieldState.error?.message}
      />
    </FormDialog>
  );
}
