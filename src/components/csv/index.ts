export {
  toCsv,
  csvCell,
  csvMoney,
  csvDateTime,
  CSV_BOM,
  CSV_SEPARATOR,
  CSV_LINE_END,
  type CsvCell,
  type CsvColumn,
} from './csv';
export { downloadBlob, downloadCsv } from './download';
export {
  fetchAllPages,
  EXPORT_MAX_ROWS,
  EXPORT_PAGE_SIZE,
  type PageOf,
  type FetchAllResult,
} from './fetchAll';
export { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton';
