import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/productImport';
import type { StatusKind } from '../../domain';
import { StatusKindChip } from '../../components/status';
import { statusText } from './importText';

const KIND: Record<ImportJob['status'], StatusKind> = {
  checking: 'default',
  checked: 'purple',
  applying: 'default',
  applied: 'success',
  undoing: 'default',
  undone: 'default',
  failed: 'danger',
};

/** An import's status in Russian, coloured like the other statuses of the back office. */
export function ImportStatusChip({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  return <StatusKindChip kind={KIND[job.status]} label={statusText(job, translate)} />;
}
