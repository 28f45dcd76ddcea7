import { useId } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { IMPORT_KINDS, type ImportFileFormat, type ImportKind } from '../../api/productImport';
import { DownloadButton } from './DownloadButton';
import { PRODUCT_IMPORTS_RESOURCE, type ProductImportsDataProvider } from './handler';
import { useFileDownload, type FileRequest } from './useFileDownload';

const F = 'productImport.files.';
const FORMATS: readonly ImportFileFormat[] = ['xlsx', 'csv'];
const FILES = ['template', 'export'] as const;
type FileOf = (typeof FILES)[number];

/** 'productImport.files.products.templateXlsx' and the like. */
const textOf = (kind: ImportKind, name: string) => `${F}${kind}.${name}`;
const buttonText = (kind: ImportKind, file: FileOf, format: ImportFileFormat) =>
  textOf(kind, `${file}${format === 'xlsx' ? 'Xlsx' : 'Csv'}`);

interface GroupProps {
  kind: ImportKind;
  busyKey: string | null;
  download: (request: FileRequest) => Promise<void>;
}

/** One kind's files: what they are for, then its template and its export, each as .xlsx or .csv. */
function DownloadGroup({ kind, busyKey, download }: GroupProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProductImportsDataProvider>();
  const headingId = useId();
  const fetchOf = (file: FileOf, format: ImportFileFormat) =>
    file === 'template'
      ? () => dataProvider.downloadTemplate(PRODUCT_IMPORTS_RESOURCE, { kind, format })
      : () => dataProvider.downloadExport(PRODUCT_IMPORTS_RESOURCE, { kind, format, productTypeId: null });
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(textOf(kind, 'heading'))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
        {translate(textOf(kind, 'intro'))}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FILES.flatMap((file) =>
          FORMATS.map((format) => {
            const key = `${kind}-${file}-${format}`;
            return (
              <DownloadButton
                key={key}
                label={buttonText(kind, file, format)}
                busy={busyKey === key}
                disabled={busyKey !== null}
                onClick={() =>
                  void download({
                    key,
                    format,
                    fallbackName: textOf(kind, `${file}Name`),
                    fetch: fetchOf(file, format),
                  })
                }
              />
            );
          }),
        )}
      </Stack>
    </Box>
  );
}

/**
 * The templates and the store's current catalogue, in two groups: 'Товары целиком' (new and
 * changed products) and 'Цены и остатки' (prices and stock of existing options).
 */
export function FileDownloads() {
  const translate = useTranslate();
  const { busyKey, download } = useFileDownload();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${F}heading`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
          {translate('productImport.intro')}
        </Typography>
        <Stack spacing={2.5}>
          {IMPORT_KINDS.map((kind) => (
            <DownloadGroup key={kind} kind={kind} busyKey={busyKey} download={download} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
