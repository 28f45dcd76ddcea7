import { useCallback, useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import type { ImportFileFormat, ImportJob } from '../../api/productImport';
import { useToast } from '../../components/toast';
import { DownloadButton } from './DownloadButton';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from './handler';
import { changesToApply, refusalText } from './importText';
import { useFileDownload } from './useFileDownload';
import { ButtonSpinner } from '../../components/loading';

const A = 'productImport.apply.';
const F = 'productImport.files.';
const FORMATS: readonly ImportFileFormat[] = ['xlsx', 'csv'];

/** The history lists applied imports: it is asked again once an import is applied or undone. */
export function useRefreshHistory() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [PRODUCT_IMPORTS_RESOURCE, 'getList'] }),
    [queryClient],
  );
}

/**
 * Once an apply was sent: when the polled import leaves `applying`, a toast says how it ended and
 * the history is asked again. The returned function marks an apply as sent.
 */
export function useApplyOutcome(job: ImportJob | undefined): () => void {
  const translate = useTranslate();
  const toast = useToast();
  const refreshHistory = useRefreshHistory();
  const [awaiting, setAwaiting] = useState(false);
  const status = job?.status;
  const errorMessage = job?.errorMessage ?? null;
  useEffect(() => {
    if (!awaiting || status === undefined || status === 'applying') return;
    setAwaiting(false);
    if (status === 'applied') {
      toast.success(translate(`${A}done`));
      refreshHistory();
    } else toast.error(errorMessage ?? translate(`${A}failed`));
  }, [awaiting, status, errorMessage, toast, translate, refreshHistory]);
  return useCallback(() => setAwaiting(true), []);
}

/**
 * 'Применить' a checked import (off when there is nothing to change): the import is polled until
 * it is applied, then a toast says so. 'Скачать строки с ошибками' when the check found errors.
 */
export function ImportActions({ job, onApplying }: { job: ImportJob; onApplying: (job: ImportJob) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const { busyKey, download } = useFileDownload();
  const [sending, setSending] = useState(false);

  const apply = async () => {
    setSending(true);
    try {
      onApplying(await dataProvider.apply(PRODUCT_IMPORTS_RESOURCE, { importId: job.id }));
    } catch (error) {
      if (!(error instanceof SessionError)) toast.error(refusalText(error, translate, `${A}failed`));
    } finally {
      setSending(false);
    }
  };

  const nothingToApply = changesToApply(job) === 0;
  const withErrors = (job.counts.errors ?? 0) > 0;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {job.status === 'checked' ? (
        <Button
          variant="contained"
          disabled={nothingToApply || sending}
          onClick={() => void apply()}
          startIcon={sending ? <ButtonSpinner /> : undefined}
        >
          {translate(`${A}button`)}
        </Button>
      ) : null}
      {job.status === 'checked' && nothingToApply ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate(`${A}nothing`)}
        </Typography>
      ) : null}
      {withErrors
        ? FORMATS.map((format) => (
            <DownloadButton
              key={format}
              label={format === 'xlsx' ? `${F}errorsXlsx` : `${F}errorsCsv`}
              busy={busyKey === format}
              disabled={busyKey !== null}
              onClick={() =>
                void download({
                  key: format,
                  format,
                  fallbackName: `${F}errorsName`,
                  fallbackOptions: { id: job.id },
                  fetch: () =>
                    dataProvider.downloadErrors(PRODUCT_IMPORTS_RESOURCE, { importId: job.id, format }),
                })
              }
            />
          ))
        : null}
    </Stack>
  );
}
