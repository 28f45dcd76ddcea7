import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/productImport';
import { formatCount } from '../../components/format';

const C = 'productImport.counts.';
const COUNTS = ['create', 'update', 'unchanged', 'errors'] as const;

/** What the check found: 'Будет создано N', 'Будет изменено M', 'Без изменений K', 'Ошибок E'. */
export function ImportCounts({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      {COUNTS.map((count) => (
        <Typography
          key={count}
          variant="body1"
          sx={{
            fontWeight: 600,
            color: count === 'errors' && (job.counts.errors ?? 0) > 0 ? 'error.main' : 'text.primary',
          }}
        >
          {translate(`${C}${count}`, { count: formatCount(job.counts[count]) })}
        </Typography>
      ))}
    </Stack>
  );
}
