export { CreateOrderDialog, type CreateOrderDialogProps } from './CreateOrderDialog';
export {
  DEFAULT_INVOICE_VALID_DAYS,
  INVOICE_VALID_DAYS_MAX,
  INVOICE_VALID_DAYS_MIN,
  offerOrderDraftKey,
  validateOfferOrder,
  type OfferOrderFormValues,
} from './rules';
export { actionRefusalOf } from './refusal';
