import { useState } from 'react';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import type { ImportJob, ImportUndoResult } from '../../api/productImport';
import { ConfirmDialog } from '../../components/dialogs';
import { missingValue } from '../../components/format';
import { useToast } from '../../components/toast';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from './handler';
import { useRefreshHistory } from './ImportActions';
import { refusalText } from './importText';
import { importJobKey } from './useImportJob';

const U = 'productImport.undo.';

/**
 * 'Отменить импорт' of an applied import, after a confirmation that says what an undo of its kind
 * does (an import of an unknown kind is told the products' text, the broader one); the result
 * goes to `onUndone`.
 */
export function UndoImportButton({
  job,
  onUndone,
}: {
  job: ImportJob;
  onUndone: (result: ImportUndoResult) => void;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const queryClient = useQueryClient();
  const refreshHistory = useRefreshHistory();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const undo = async () => {
    setSending(true);
    try {
      const result = await dataProvider.undo(PRODUCT_IMPORTS_RESOURCE, { importId: job.id });
      setOpen(false);
      onUndone(result);
      refreshHistory();
      void queryClient.invalidateQueries({ queryKey: importJobKey(job.id) });
    } catch (error) {
      if (!(error instanceof SessionError)) toast.error(refusalText(error, translate, `${U}failed`));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button size="small" color="inherit" sx={{ px: 0.5, minWidth: 0 }} onClick={() => setOpen(true)}>
        {translate(`${U}button`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate(`${U}title`, { fileName: job.fileName ?? missingValue() })}
        content={translate(job.kind === 'prices' ? `${U}content.prices` : `${U}content.products`)}
        confirmText={translate(`${U}button`)}
        cancelText={translate(`${U}keep`)}
        confirmColor="error"
        loading={sending}
        onConfirm={() => void undo()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
