import {
  downloadReconciliation,
  downloadUpd,
  type ReconciliationBody,
  type UpdBody,
} from '../../api/closingDocuments';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';

/**
 * The `closing-documents` resource (docs/contract/documents.md "УПД", "Акт сверки"): the УПД of a
 * completed order and the reconciliation act with a buyer, as files.
 */
export const CLOSING_DOCUMENTS_RESOURCE = 'closing-documents';

export type ClosingDocumentsDataProvider = ResourceDataProvider<typeof closingDocumentsHandler>;

export const closingDocumentsHandler = defineHandler(() => ({
  upd: (p: UpdBody) => downloadUpd(p),
  reconciliation: (p: ReconciliationBody) => downloadReconciliation(p),
}));
