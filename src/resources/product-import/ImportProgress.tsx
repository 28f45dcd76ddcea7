import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/productImport';
import { formatCount } from '../../components/format';
import { statusText } from './importText';

const J = 'productImport.job.';

/** The rows done of a running import: a determinate bar once the total is known. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  const { done, total } = job.progress;
  const known = total !== null && total > 0;
  const percent = known ? Math.min(100, Math.round(((done ?? 0) / total) * 100)) : 0;
  const status = statusText(job, translate);
  const text = known
    ? translate(`${J}progressRows`, { status, done: formatCount(done ?? 0), total: formatCount(total) })
    : translate(`${J}progressStarted`, { status });
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress
        variant={known ? 'determinate' : 'indeterminate'}
        value={known ? percent : undefined}
        aria-label={translate(`${J}progressLabel`)}
        aria-valuetext={text}
      />
    </Box>
  );
}
