import { DataTable, type RaRecord } from 'react-admin';
import type { MessageKey } from '../../i18n';
import { formatFigure, type FigureFormat } from './figures';

/** The cells of a figure column: right-aligned, on one line. */
export const figureCell = () => ({ textAlign: 'right', whiteSpace: 'nowrap' }) as const;

type NumberField<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string;

const figureOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * A figure column of a period list (biggest first when sorted), as a direct child of the table:
 * `{figureColumn<Row>('revenue', label, 'money')}`.
 */
export function figureColumn<Row extends RaRecord>(
  source: NumberField<Row>,
  label: MessageKey,
  format: FigureFormat,
  options: { disableSort?: boolean } = {},
) {
  return (
    <DataTable.Col
      key={source}
      cellSx={figureCell}
      sortByOrder="DESC"
      source={source}
      label={label}
      disableSort={options.disableSort}
      render={(row: Row) => formatFigure(figureOf(row[source]), format)}
    />
  );
}
