import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FileReply } from '../../api/fileReply';
import { isApiError, SessionError } from '../../api/errors';
import { downloadBlob } from '../../components/csv';
import { useToast } from '../../components/toast';
import { type ClosingDocumentsDataProvider } from './handler';

/**
 * Asks for a closing document and saves it under the server's name ('УПД 12.pdf'). A refusal
 * shows the server's text as a toast; resolves true when the file came.
 */
export function useDownloadDocument(fallbackName: string) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<ClosingDocumentsDataProvider>();
  const [busy, setBusy] = useState(false);

  const download = async (ask: (provider: ClosingDocumentsDataProvider) => Promise<FileReply>) => {
    if (busy) return false;
    setBusy(true);
    try {
      const file = await ask(dataProvider);
      downloadBlob(file.fileName ?? fallbackName, file.blob);
      return true;
    } catch (error) {
      if (error instanceof SessionError) return false;
      const message = isApiError(error) ? error.errorMessage : null;
      toast.error(translate('closingDocuments.failed'), {
        description: message || translate('closingDocuments.tryAgain'),
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
