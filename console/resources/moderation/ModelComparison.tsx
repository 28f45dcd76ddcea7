import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The old and the new model of an edit side by side, one row per field; changed fields are
 * highlighted. Values are user-written text and are rendered as text (links and images by URL).
 */

interface EditRecord {
  oldModel: unknown;
  newModel: unknown;
  changedFields: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IMAGE_URL = /^\/seller\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/;

/** A list model (management) compares item by item as `[i]`, as the server's changedFields. */
function entriesOf(model: unknown): Record<string, unknown> {
  if (Array.isArray(model)) return Object.fromEntries(model.map((item, i) => [`[${i}]`, item]));
  return isRecord(model) ? model : {};
}

function Value({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '' || value === ' ') {
    return <>{translate('console.none')}</>;
  }
  if (typeof value === 'string' && IMAGE_URL.test(value)) {
    return <Box component="img" src={value} alt="" sx={{ maxWidth: 120, maxHeight: 80 }} />;
  }
  if (isRecord(value) && typeof value.url === 'string' && typeof value.fileName === 'string') {
    return (
      <Link href={value.url} target="_blank" rel="noopener noreferrer">
        {value.fileName}
      </Link>
    );
  }
  if (Array.isArray(value)) {
    return (
      <>
        {value.map((item, i) => (
          <Box key={i} sx={{ mb: 0.5 }}>
            <Value value={item} />
          </Box>
        ))}
      </>
    );
  }
  if (isRecord(value)) {
    const parts = Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([, v]) => (isRecord(v) ? Object.values(v).join(' ') : v === null ? '' : String(v)))
      .filter((text) => text.trim() !== '');
    return <>{parts.join(', ')}</>;
  }
  if (typeof value === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  return <>{String(value)}</>;
}

export function ModelComparison() {
  const record = useRecordContext<EditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const before = entriesOf(record.oldModel);
  const after = entriesOf(record.newModel);
  const changed = new Set(record.changedFields);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'userId',
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('console.moderation.compare')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.moderation.field')}</TableCell>
            <TableCell>{translate('console.moderation.old')}</TableCell>
            <TableCell>{translate('console.moderation.new')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => {
            const isChanged = changed.has(key);
            return (
              <TableRow
                key={key}
                data-changed={isChanged || undefined}
                sx={isChanged ? { bgcolor: 'warning.light', '& td': { fontWeight: 500 } } : undefined}
              >
                <TableCell>
                  {translate(`console.moderation.fields.${key}`, { _: key })}
                  {isChanged && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {translate('console.moderation.changed')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  <Value value={before[key]} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  <Value value={after[key]} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
