import { Alert, AlertTitle, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/productImport';
import { missingValue } from '../../components/format';
import { ImportActions, useApplyOutcome } from './ImportActions';
import { ImportCounts } from './ImportCounts';
import { ImportProgress } from './ImportProgress';
import { ImportRows } from './ImportRows';
import { ImportStatusChip } from './ImportStatusChip';
import { isRunning, kindText, refusalText } from './importText';
import { useImportJob } from './useImportJob';
import { LoadingSpinner } from '../../components/loading';

const J = 'productImport.job.';

/** Why an import failed: the server's message, or the status it sent that the client does not know. */
function ImportFailure({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  const reason =
    job.reportedStatus !== null
      ? translate(`${J}unknownStatus`, { status: job.reportedStatus || missingValue() })
      : (job.errorMessage ?? translate(`${J}noReason`));
  return (
    <Alert severity="error" sx={{ my: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>{translate(`${J}failed`)}</AlertTitle>
      {reason}
    </Alert>
  );
}

/**
 * The import of the URL (`?import=ID`) and its kind: its progress while it runs (polled), then
 * what the check found, 'Применить' and the rows; a failure in words.
 */
export function ImportJobPanel({ importId }: { importId: number }) {
  const translate = useTranslate();
  const query = useImportJob(importId);
  const awaitApplied = useApplyOutcome(query.data);
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 3 }}>
        <LoadingSpinner size={40} label={translate(`${J}progressLabel`)} />
      </Box>
    );
  if (query.isError)
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <AlertTitle>{translate(`${J}loadFailed`)}</AlertTitle>
        {refusalText(query.error, translate, `${J}noReason`)}
      </Alert>
    );
  const job = query.data;
  const settled = !isRunning(job) && job.status !== 'failed';
  return (
    <>
      <Card variant="outlined" sx={{ borderRadius: 3, mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {translate(`${J}heading`, { fileName: job.fileName ?? missingValue() })}
            </Typography>
            <ImportStatusChip job={job} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {translate(`${J}kind`, { kind: kindText(job.kind, translate) })}
          </Typography>
          {isRunning(job) ? <ImportProgress job={job} /> : null}
          {job.status === 'failed' ? <ImportFailure job={job} /> : null}
          {settled ? (
            <>
              <ImportCounts job={job} />
              {job.status === 'checked' && (job.counts.create ?? 0) > 0 ? (
                <Typography variant="body2" sx={{ mb: 2 }}>
                  {translate(`${J}drafts`)}
                </Typography>
              ) : null}
              <ImportActions
                job={job}
                onApplying={(next) => {
                  awaitApplied();
                  query.show(next);
                }}
              />
            </>
          ) : null}
        </CardContent>
      </Card>
      {settled ? <ImportRows importId={job.id} /> : null}
    </>
  );
}
