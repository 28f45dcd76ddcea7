import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { ImportJob } from '../../api/productImport';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from './handler';
import { isRunning } from './importText';

/** How often a running import is asked about (docs/contract/import.md). */
export const IMPORT_POLL_MS = 700;

export const importJobKey = (importId: number) => [PRODUCT_IMPORTS_RESOURCE, 'import', importId] as const;

/**
 * One import, asked again every 700 ms while it is being checked, applied or undone, and left
 * alone once it settles. `show` puts a reply the page already has (Upload's, Apply's) in place.
 */
export function useImportJob(importId: number) {
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importJobKey(importId),
    queryFn: () => dataProvider.getImport(PRODUCT_IMPORTS_RESOURCE, { importId }),
    refetchInterval: (current) =>
      current.state.data && isRunning(current.state.data) ? IMPORT_POLL_MS : false,
    retry: false,
  });
  const show = useCallback(
    (job: ImportJob) => queryClient.setQueryData(importJobKey(job.id), job),
    [queryClient],
  );
  return { ...query, show };
}
