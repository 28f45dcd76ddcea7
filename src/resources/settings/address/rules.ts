import { LEGAL_ADDRESS_TYPE, type AddressFormValues } from '../../../api/settingsPayloads';
import { validatePostalIndex, validateRequiredText } from '../../../validation/requisites';
import type { RuleErrors } from '../../../components/forms/rulesResolver';

export const MAX_ADDRESSES = 10;

/** Every part but the index is required; exactly one legal address (docs/contract/settings.md). */
export function addressRules(values: AddressFormValues): RuleErrors {
  const legal = values.addresses.filter((address) => address.addressTypeId === LEGAL_ADDRESS_TYPE).length;
  return {
    fields: {
      addresses: legal === 1 ? undefined : { key: 'settings.validation.oneLegalAddress' },
    },
    list: {
      key: 'addresses',
      rows: values.addresses.map((address) => ({
        region: validateRequiredText(address.region),
        city: validateRequiredText(address.city),
        street: validateRequiredText(address.street),
        house: validateRequiredText(address.house),
        postalIndex: validatePostalIndex(address.postalIndex),
      })),
    },
  };
}
