import { isEmptySeries } from '../../api/analyticsPayloads';
import type { DayRange } from '../../domain/analyticsRange';
import type { MessageKey } from '../../i18n';
import { allZero, shareColumns, type NamedShare } from './breakdown';
import { ChartCard, type FigureColumn } from './ChartCard';
import { DaysChart, NamesBarChart, SharesPieChart } from './charts';
import type { FigureFormat } from './figures';

/** The cards of the analytics sections: a figure per day, and a breakdown by name. */

interface CardBase {
  title: MessageKey;
  /** i18n key of the CSV file name; the period is appended. */
  csvFile: MessageKey;
  range: DayRange;
  loading: boolean;
}

/** A figure of a row: a number, or `null` when the reply left it out. */
type NumberField<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row];

/** One figure of a day row: a column of the table and CSV, a series of the chart. */
export interface DayFigure<Row> {
  field: NumberField<Row>;
  label: MessageKey;
  format: FigureFormat;
}

export interface DaysCardProps<Row extends { date: string }> extends CardBase {
  rows: readonly Row[];
  /** The table's columns after the date; the period is empty when all of them are 0. */
  figures: readonly DayFigure<Row>[];
  /** The fields drawn (default: every figure). */
  charted?: readonly NumberField<Row>[];
  kind?: 'line' | 'bar';
  stacked?: boolean;
}

const valueOf =
  <Row,>(field: NumberField<Row>) =>
  (row: Row): number | null => {
    const value = row[field];
    return typeof value === 'number' ? value : null;
  };

/** Figures per day: the chart (lines or bars) and the table of the date and every figure. */
export function DaysCard<Row extends { date: string }>({
  rows,
  figures,
  charted,
  kind,
  stacked,
  ...card
}: DaysCardProps<Row>) {
  const columns: FigureColumn<Row>[] = [
    { header: 'analytics.columns.date', value: (row) => row.date, format: 'day' },
    ...figures.map((figure) => ({
      header: figure.label,
      value: valueOf(figure.field),
      format: figure.format,
    })),
  ];
  const drawn = charted ? figures.filter((figure) => charted.includes(figure.field)) : figures;
  return (
    <ChartCard
      {...card}
      rows={rows}
      columns={columns}
      empty={isEmptySeries(
        rows,
        figures.map((figure) => figure.field),
      )}
    >
      <DaysChart
        rows={rows}
        kind={kind}
        stacked={stacked}
        series={drawn.map((figure) => ({
          label: figure.label,
          value: valueOf(figure.field),
          format: figure.format,
        }))}
      />
    </ChartCard>
  );
}

export interface SharesCardProps extends CardBase {
  items: readonly NamedShare[];
  /** Headers of the table's name and value columns (the share follows). */
  nameHeader: MessageKey;
  valueHeader: MessageKey;
  format: FigureFormat;
  chart: 'pie' | 'bar';
  /**
   * A list whose rows matter even at 0 (top buyers, products out of stock): drawn whole and empty
   * only without rows. Otherwise zeros are left out of the chart and all zeros is an empty period.
   */
  keepZeros?: boolean;
}

/** A breakdown by name: a pie or bar chart and the table of name, value and share. */
export function SharesCard({
  items,
  nameHeader,
  valueHeader,
  format,
  chart,
  keepZeros,
  ...card
}: SharesCardProps) {
  const drawn = keepZeros ? items : items.filter((item) => item.value > 0);
  return (
    <ChartCard
      {...card}
      rows={items}
      columns={shareColumns(nameHeader, valueHeader, format)}
      empty={keepZeros ? items.length === 0 : allZero(items)}
    >
      {chart === 'pie' ? (
        <SharesPieChart items={drawn} format={format} />
      ) : (
        <NamesBarChart items={drawn} label={valueHeader} format={format} />
      )}
    </ChartCard>
  );
}
