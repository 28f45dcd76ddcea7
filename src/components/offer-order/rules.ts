import type { OfferOrderTarget, OfferOrderValues } from '../../api/offerOrders';
import {
  DOCUMENT_TYPES,
  maxLength,
  requiredText,
  validateFiles,
  validateInteger,
  type FieldErrors,
  type Message,
} from '../../resources/orders/shared/validation';

/** The order creation form (docs/contract/requests-tenders.md `CreateAnOrder`): values and rules. */

export const INVOICE_VALID_DAYS_MIN = 1;
export const INVOICE_VALID_DAYS_MAX = 30;
export const DEFAULT_INVOICE_VALID_DAYS = 5;
export const ORDER_DESCRIPTION_MAX = 1000;
export const MAX_TOTAL_FILES_BYTES = 50 * 1024 * 1024;
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.join(',');

/** The form as typed; files are kept in memory only (a draft cannot hold them). */
export interface OfferOrderFormValues {
  invoiceValidDays: string;
  orderDescription: string;
  files: File[];
}

export type OfferOrderField = keyof OfferOrderFormValues;

export const INITIAL_OFFER_ORDER_VALUES: OfferOrderFormValues = {
  invoiceValidDays: String(DEFAULT_INVOICE_VALID_DAYS),
  orderDescription: '',
  files: [],
};

/** The draft key of a target's form: `offer-order:request:<id>` or `offer-order:tender:<id>`. */
export const offerOrderDraftKey = (target: OfferOrderTarget): string =>
  'orderRequestId' in target
    ? `offer-order:request:${target.orderRequestId}`
    : `offer-order:tender:${target.tenderId}`;

function validateTotalSize(files: readonly File[]): Message | undefined {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_TOTAL_FILES_BYTES ? { key: 'offerOrder.filesTotalTooLarge' } : undefined;
}

/** Days 1..30; the description required for a tender (1..1000), optional for a request (≤ 1000); files as the server takes them. */
export function validateOfferOrder(
  values: OfferOrderFormValues,
  descriptionRequired: boolean,
): FieldErrors<OfferOrderField> {
  return {
    invoiceValidDays: validateInteger(
      values.invoiceValidDays,
      INVOICE_VALID_DAYS_MIN,
      INVOICE_VALID_DAYS_MAX,
    ),
    orderDescription: descriptionRequired
      ? requiredText(values.orderDescription, ORDER_DESCRIPTION_MAX)
      : maxLength(values.orderDescription, ORDER_DESCRIPTION_MAX),
    files: validateFiles(values.files, DOCUMENT_TYPES) ?? validateTotalSize(values.files),
  };
}

/** The checked values as the call takes them. */
export const offerOrderValuesOf = (values: OfferOrderFormValues): OfferOrderValues => ({
  invoiceValidDays: Number(values.invoiceValidDays.trim()),
  orderDescription: values.orderDescription.trim() || null,
  technicalDocumentations: values.files,
});
