import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ImportFileFormat } from '../../api/productImport';
import { DownloadButton } from './DownloadButton';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from './handler';
import { useFileDownload } from './useFileDownload';

const F = 'productImport.files.';
const FORMATS: readonly ImportFileFormat[] = ['xlsx', 'csv'];

/** The empty template and the store's current prices and stock, each as .xlsx or .csv. */
export function FileDownloads() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const { busyKey, download } = useFileDownload();
  const template = (format: ImportFileFormat) =>
    download({
      key: `template-${format}`,
      format,
      fallbackName: `${F}templateName`,
      fetch: () => dataProvider.downloadTemplate(PRODUCT_IMPORTS_RESOURCE, { format }),
    });
  const current = (format: ImportFileFormat) =>
    download({
      key: `export-${format}`,
      format,
      fallbackName: `${F}exportName`,
      fetch: () => dataProvider.downloadExport(PRODUCT_IMPORTS_RESOURCE, { format, productTypeId: null }),
    });
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${F}heading`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
          {translate('productImport.intro')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {FORMATS.map((format) => (
            <DownloadButton
              key={`template-${format}`}
              label={format === 'xlsx' ? `${F}templateXlsx` : `${F}templateCsv`}
              busy={busyKey === `template-${format}`}
              disabled={busyKey !== null}
              onClick={() => void template(format)}
            />
          ))}
          {FORMATS.map((format) => (
            <DownloadButton
              key={`export-${format}`}
              label={format === 'xlsx' ? `${F}exportXlsx` : `${F}exportCsv`}
              busy={busyKey === `export-${format}`}
              disabled={busyKey !== null}
              onClick={() => void current(format)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
