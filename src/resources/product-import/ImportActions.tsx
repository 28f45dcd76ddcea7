import { useCallback, useEffect, useState } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SessionError } from '../../api/errors';
import type { ImportFileFormat, ImportJob } from '../../api/productImport';
import { useToast } from '../../components/toast';
import { DownloadButton } from './DownloadButton';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from './handler';
import { changesToApply, refusalText } from './importText';
import { useFileDownload } from './useFileDownload';

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
 * 'Применить' a checked import (off when there is nothing to change): the import is polled until
 * it is applied, then a toast says so. 'Скачать строки с ошибками' when the check found errors.
 */
export function ImportActions({ job, onChange }: { job: ImportJob; onChange: (job: ImportJob) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const refreshHistory = useRefreshHistory();
  const { busyKey, download } = useFileDownload();
  const [sending, setSending] = useState(false);
  const [awaitingApplied, setAwaitingApplied] = useState(false);

  useEffect(() => {
    if (!awaitingApplied || job.status === 'applying') return;
    setAwaitingApplied(false);
    if (job.status === 'applied') {
      toast.success(translate(`${A}done`));
      refreshHistory();
    } else toast.error(job.errorMessage ?? translate(`${A}failed`));
  }, [awaitingApplied, job.status, job.errorMessage, toast, translate, refreshHistory]);

  const apply = async () => {
    setSending(true);
    try {
      const next = await dataProvider.apply(PRODUCT_IMPORTS_RESOURCE, { importId: job.id });
      setAwaitingApplied(true);
      onChange(next);
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
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
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
                  fetch: () => dataProvider.downloadErrors(PRODUCT_IMPORTS_RESOURCE, { importId: job.id, format }),
                })
              }
            />
          ))
        : null}
    </Stack>
  );
}
