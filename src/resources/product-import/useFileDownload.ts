import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import type { FileReply, ImportFileFormat } from '../../api/productImport';
import { downloadBlob } from '../../components/csv';
import { useToast } from '../../components/toast';
import { refusalText } from './importText';

export interface FileRequest {
  /** Which button asked (it shows the spinner meanwhile). */
  key: string;
  format: ImportFileFormat;
  /** i18n key of the name used when the server gives none (without the extension). */
  fallbackName: string;
  fallbackOptions?: Record<string, unknown>;
  fetch: () => Promise<FileReply>;
}

/**
 * Downloads a file a call answers with and saves it under the server's name. A refusal shows
 * the server's message as a toast; one download at a time.
 */
export function useFileDownload() {
  const translate = useTranslate();
  const toast = useToast();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const download = async (request: FileRequest) => {
    setBusyKey(request.key);
    try {
      const file = await request.fetch();
      const name =
        file.fileName ?? `${translate(request.fallbackName, request.fallbackOptions)}.${request.format}`;
      downloadBlob(name, file.blob);
    } catch (error) {
      if (!(error instanceof SessionError))
        toast.error(refusalText(error, translate, 'productImport.files.failed'));
    } finally {
      setBusyKey(null);
    }
  };
  return { busyKey, download };
}
