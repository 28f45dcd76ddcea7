import { Link, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * Files of the console's forms travel as data URLs in the JSON body (docs/contract/console.md
 * "disputes": ra-data-simple-rest sends JSON); the server checks the content and the size.
 */

export interface DataUrlFile {
  fileName: string;
  dataUrl: string;
}

/** Each file at most 2 MB (the server's limit; the server also refuses more than 5 per form). */
export const FILE_MAX_BYTES = 2 * 1024 * 1024;

export const DOCUMENT_TYPES = { 'application/pdf': [], 'image/jpeg': [], 'image/png': [], 'image/webp': [] };
export const IMAGE_TYPES = { 'image/jpeg': [], 'image/png': [], 'image/webp': [] };

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Cannot read ${file.name}`));
    reader.readAsDataURL(file);
  });

const isPicked = (value: unknown): value is { rawFile: File } =>
  typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;

/** The files a FileInput holds (one or several), as the body's `{fileName, dataUrl}` items. */
export async function toDataUrlFiles(value: unknown): Promise<DataUrlFile[]> {
  const picked = (Array.isArray(value) ? value : value ? [value] : []).filter(isPicked);
  return Promise.all(
    picked.map(async ({ rawFile }) => ({ fileName: rawFile.name, dataUrl: await readAsDataUrl(rawFile) })),
  );
}

interface WireFile {
  url: string;
  fileName: string;
}

/** A record's stored files as links named by their original names (shown as text). */
export function FileLinks({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const files = (record?.[source] ?? []) as WireFile[];
  if (files.length === 0) return <Typography variant="body2">{translate('console.none')}</Typography>;
  return (
    <Stack spacing={0.5}>
      {files.map((file) => (
        <Link key={file.url} href={file.url} target="_blank" rel="noreferrer" variant="body2">
          {file.fileName}
        </Link>
      ))}
    </Stack>
  );
}
