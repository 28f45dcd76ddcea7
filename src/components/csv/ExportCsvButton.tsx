import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { moscowDayOf } from '../../../rules';
import { toCsv, type CsvColumn } from './csv';
import { downloadCsv } from './download';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, fetchAllPages } from './fetchAll';
import { useToast } from '../toast';
import { ButtonSpinner } from '../loading';

export interface ExportCsvButtonProps<Row extends RaRecord> {
  columns: readonly CsvColumn<Row>[];
  /** File name without extension; the day is appended (`orders-2026-11-25.csv`). */
  filename: string;
  /** i18n key or text of the button. */
  label: string;
  /** i18n key of the note shown when the export stops at `maxRows` (receives %{count}). */
  limitedMessage?: string;
  maxRows?: number;
  pageSize?: number;
}

/** The file's day: today in Moscow, the day every page shows. */
const today = (): string => moscowDayOf(Date.now());

/**
 * Exports the current list (its filters, permanent filter and sort) as CSV: reads every page
 * through the dataProvider's getList, at most `maxRows` rows.
 */
export function ExportCsvButton<Row extends RaRecord>({
  columns,
  filename,
  label,
  limitedMessage,
  maxRows = EXPORT_MAX_ROWS,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportCsvButtonProps<Row>) {
  const { resource, filterValues, filter, sort, total, meta } = useListContext<Row>();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const { rows, truncated } = await fetchAllPages<Row>(
        async (page, perPage) => {
          const result = await dataProvider.getList<Row>(resource, {
            filter: { ...filterValues, ...filter },
            sort,
            pagination: { page, perPage },
          });
          const pageCount = (result.meta as { pageCount?: unknown } | undefined)?.pageCount;
          return {
            data: result.data,
            total: result.total,
            pageCount: typeof pageCount === 'number' ? pageCount : undefined,
          };
        },
        { pageSize, maxRows },
      );
      downloadCsv(`${filename}-${today()}`, toCsv(rows, columns));
      if (truncated && limitedMessage)
        toast.show({ message: translate(limitedMessage, { count: maxRows }), severity: 'info' });
    } catch {
      // The API layer already applied the error catalogue (error page or session end).
    } finally {
      setBusy(false);
    }
  };

  const empty = total === 0 || (meta === undefined && total === undefined);
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void exportAll()}
      disabled={busy || empty}
      startIcon={busy ? <ButtonSpinner /> : <FileDownloadOutlinedIcon />}
    >
      {translate(label)}
    </Button>
  );
}
