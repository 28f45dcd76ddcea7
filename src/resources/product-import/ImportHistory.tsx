import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { ImportJob, ImportUndoResult } from '../../api/productImport';
import { formatCount, formatDate, missingValue } from '../../components/format';
import { EmptyState, ListSource, ListTable } from '../../components/list';
import { PRODUCT_IMPORTS_RESOURCE } from './handler';
import { ImportStatusChip } from './ImportStatusChip';
import { kindText } from './importText';
import { importSearch } from './pageParams';
import { UndoImportButton } from './UndoImportButton';

const H = 'productImport.history.';
const HISTORY_PAGE_SIZE = 10;
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const Column = DataTable.Col<ImportJob>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

const countsText = (job: ImportJob, translate: Translate) =>
  translate(`${H}counts`, {
    create: formatCount(job.counts.create),
    update: formatCount(job.counts.update),
    unchanged: formatCount(job.counts.unchanged),
    errors: formatCount(job.counts.errors),
  });

function FileLink({ job }: { job: ImportJob }) {
  const [params] = useSearchParams();
  return (
    <Link
      component={RouterLink}
      to={importSearch(job.id, params)}
      underline="hover"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {job.fileName ?? missingValue()}
    </Link>
  );
}

/** 'Импорт отменён: восстановлено вариантов товаров N' and, when the import created some, how many were removed. */
const undoneText = (result: ImportUndoResult, translate: Translate) =>
  (result.removed ?? 0) > 0
    ? translate('productImport.undo.doneRemoved', {
        count: formatCount(result.restored),
        removed: formatCount(result.removed),
      })
    : translate('productImport.undo.done', { count: formatCount(result.restored) });

/** 'Импорт отменён: …' and the products kept as they were changed after the import. */
function UndoOutcome({ result }: { result: ImportUndoResult }) {
  const translate = useTranslate();
  const kept = result.kept.map((product) =>
    translate('productImport.undo.keptName', { name: product.productName ?? missingValue() }),
  );
  return (
    <Alert
      severity={kept.length > 0 ? 'warning' : 'success'}
      role="status"
      sx={{ mb: 1, overflowWrap: 'anywhere' }}
    >
      <div>{undoneText(result, translate)}</div>
      {kept.length > 0 ? <div>{translate('productImport.undo.kept', { names: kept.join(', ') })}</div> : null}
    </Alert>
  );
}

function HistoryCard({ job, undo }: { job: ImportJob; undo: (result: ImportUndoResult) => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <FileLink job={job} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {kindText(job.kind, translate)}
      </Typography>
      <Typography variant="body2">
        {formatDate(job.createdAt)} · {translate(`${H}author`, { name: job.authorName ?? missingValue() })}
      </Typography>
      <Typography variant="body2">{countsText(job, translate)}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <ImportStatusChip job={job} />
        {job.status === 'applied' ? <UndoImportButton job={job} onUndone={undo} /> : null}
      </Stack>
    </Stack>
  );
}

/** The applied (and undone) imports of the store, newest first; an applied one can be undone. */
export function ImportHistory() {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<ImportUndoResult | null>(null);
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${H}heading`)}
      </Typography>
      {outcome ? <UndoOutcome result={outcome} /> : null}
      <ListSource<ImportJob>
        resource={PRODUCT_IMPORTS_RESOURCE}
        perPage={HISTORY_PAGE_SIZE}
        sort={NEWEST_FIRST}
        embedded
      >
        <ListTable<ImportJob>
          columnChooser={false}
          empty={<EmptyState title={`${H}empty`} />}
          tableLabel={`${H}tableLabel`}
          card={(job) => <HistoryCard job={job} undo={setOutcome} />}
        >
          <Column
            source="fileName"
            label={`${H}columns.fileName`}
            disableSort
            render={(job) => <FileLink job={job} />}
          />
          <Column
            source="kind"
            label={`${H}columns.kind`}
            disableSort
            render={(job) => kindText(job.kind, translate)}
          />
          <Column
            source="createdAt"
            label={`${H}columns.createdAt`}
            disableSort
            cellSx={() => ({ whiteSpace: 'nowrap' })}
            render={(job) => formatDate(job.createdAt)}
          />
          <Column
            source="authorName"
            label={`${H}columns.authorName`}
            disableSort
            render={(job) => job.authorName ?? missingValue()}
          />
          <Column
            source="counts"
            label={`${H}columns.counts`}
            disableSort
            render={(job) => countsText(job, translate)}
          />
          <Column
            source="status"
            label={`${H}columns.status`}
            disableSort
            render={(job) => <ImportStatusChip job={job} />}
          />
          <Column
            source="actions"
            label={`${H}columns.actions`}
            disableSort
            render={(job) =>
              job.status === 'applied' ? <UndoImportButton job={job} onUndone={setOutcome} /> : null
            }
          />
        </ListTable>
      </ListSource>
    </Box>
  );
}
