import { useSearchParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportJob, ImportKind } from '../../api/productImport';
import { useRouteTitle } from '../../routes/routeTitle';
import { FileDownloads } from './FileDownloads';
import { ImportHistory } from './ImportHistory';
import { ImportJobPanel } from './ImportJobPanel';
import { IMPORT_PARAM, importIdOf, KIND_PARAM, kindOf } from './pageParams';
import { UploadBox } from './UploadBox';
import { importJobKey } from './useImportJob';

/**
 * /products/import: the templates and the exports of both kinds, the upload (its kind in the URL,
 * `?kind=`), the import of the URL (its progress, what the check found, 'Применить', the rows)
 * and the history with its undo.
 */
export default function ProductImportPage() {
  const title = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const importId = importIdOf(params.get(IMPORT_PARAM));
  const kind = kindOf(params.get(KIND_PARAM));
  const queryClient = useQueryClient();
  const onKindChange = (next: ImportKind) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set(KIND_PARAM, next);
        return changed;
      },
      { replace: true },
    );
  // A new import starts with every row shown: the filter and page of the last one are dropped.
  const onUploaded = (job: ImportJob) => {
    queryClient.setQueryData(importJobKey(job.id), job);
    setParams({ [IMPORT_PARAM]: String(job.id), [KIND_PARAM]: kind });
  };
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <FileDownloads />
      <UploadBox kind={kind} onKindChange={onKindChange} onUploaded={onUploaded} />
      {importId !== null ? <ImportJobPanel key={importId} importId={importId} /> : null}
      <ImportHistory />
    </Box>
  );
}
