import { useSearchParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportJob } from '../../api/productImport';
import { useRouteTitle } from '../../routes/routeTitle';
import { FileDownloads } from './FileDownloads';
import { ImportHistory } from './ImportHistory';
import { ImportJobPanel } from './ImportJobPanel';
import { UploadBox } from './UploadBox';
import { importJobKey } from './useImportJob';

/** The URL's import: kept there so the seller can leave the page and come back to its result. */
const IMPORT_PARAM = 'import';

const importIdOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /products/import: the template and the export, the upload, the import of the URL (its progress,
 * what the check found, 'Применить', the rows) and the history with its undo.
 */
export default function ProductImportPage() {
  const title = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const importId = importIdOf(params.get(IMPORT_PARAM));
  const queryClient = useQueryClient();
  const onUploaded = (job: ImportJob) => {
    queryClient.setQueryData(importJobKey(job.id), job);
    setParams({ [IMPORT_PARAM]: String(job.id) });
  };
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <FileDownloads />
      <UploadBox onUploaded={onUploaded} />
      {importId !== null ? <ImportJobPanel key={importId} importId={importId} /> : null}
      <ImportHistory />
    </Box>
  );
}
