import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { downloadCsv, toCsv } from '../../components/csv';
import type { DayRange } from '../../domain/analyticsRange';
import type { MessageKey } from '../../i18n';
import { csvValue, formatCell, type CellFormat, type CellValue } from './figures';

export interface FigureColumn<Row> {
  header: MessageKey;
  value: (row: Row) => CellValue;
  format: CellFormat;
}

export interface ChartCardProps<Row> {
  title: MessageKey;
  rows: readonly Row[];
  columns: readonly FigureColumn<Row>[];
  /** i18n key of the CSV file name; the period is appended. */
  csvFile: MessageKey;
  range: DayRange;
  loading: boolean;
  /** Nothing happened in the period (default: no rows). */
  empty?: boolean;
  /** The chart (x-charts); the table view shows the same rows. */
  children: ReactNode;
}

type View = 'chart' | 'table';

const numeric = (format: CellFormat) => format !== 'text' && format !== 'day';

/**
 * One chart of an analytics page with its accessible table view (toggle 'График' / 'Таблица')
 * and the CSV of its rows (UTF-8 BOM, ';', src/components/csv). An empty period says so.
 */
export function ChartCard<Row>({ title, rows, columns, csvFile, range, loading, empty, children }: ChartCardProps<Row>) {
  const translate = useTranslate();
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  const isEmpty = empty ?? rows.length === 0;

  const exportCsv = () => {
    const csv = toCsv(
      rows,
      columns.map((column) => ({
        header: translate(column.header),
        value: (row: Row) => csvValue(column.value(row), column.format),
      })),
    );
    downloadCsv(`${translate(csvFile)}-${range.from}-${range.to}`, csv);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderRadius: 3, minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {translate(title)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_event, next: View | null) => next && setView(next)}
            aria-label={translate('analytics.view.label')}
          >
            <ToggleButton value="chart">{translate('analytics.view.chart')}</ToggleButton>
            <ToggleButton value="table">{translate('analytics.view.table')}</ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={exportCsv}
            disabled={loading || rows.length === 0}
          >
            {translate('analytics.view.csv')}
          </Button>
        </Stack>
        {loading ? (
          <Skeleton variant="rounded" height={260} />
        ) : isEmpty ? (
          <Box sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">{translate('analytics.empty')}</Typography>
          </Box>
        ) : view === 'chart' ? (
          <Box sx={{ height: 280 }}>{children}</Box>
        ) : (
          <TableContainer sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={numeric(column.format) ? 'right' : 'left'}>
                      {translate(column.header)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={index}>
                    {columns.map((column) => (
                      <TableCell
                        key={column.header}
                        align={numeric(column.format) ? 'right' : 'left'}
                        sx={{ whiteSpace: numeric(column.format) || column.format === 'day' ? 'nowrap' : undefined }}
                      >
                        {formatCell(column.value(row), column.format)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
