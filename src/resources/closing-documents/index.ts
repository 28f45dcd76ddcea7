import { defineResource } from '../types';
import { CLOSING_DOCUMENTS_RESOURCE, closingDocumentsHandler } from './handler';

export { UpdButton } from './UpdButton';
export { ReconciliationButton } from './ReconciliationButton';

/**
 * `closing-documents`: the УПД of a completed order (the order pages) and the reconciliation act
 * with a buyer (the buyer page); no routes of its own.
 */
export const closingDocumentsResource = defineResource({
  name: CLOSING_DOCUMENTS_RESOURCE,
  handler: closingDocumentsHandler,
});
