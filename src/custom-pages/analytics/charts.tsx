import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslate } from 'react-admin';
import { compactNumber } from '../../../rules/numbers';
import { formatDay } from '../../components/format';
import type { MessageKey } from '../../i18n';
import { axisDay, formatFigure, type FigureFormat } from './figures';

/**
 * The three chart kinds of the analytics pages over @mui/x-charts, with Russian number and day
 * formats on the axes and in the tooltips. This file (and so x-charts) is imported only by the
 * analytics page's lazy chunk.
 */

const axisNumber = (value: number | null): string => (value === null ? '' : compactNumber(value));

const dayLabel = (day: string, context: AxisValueFormatterContext): string =>
  context.location === 'tick' ? axisDay(day) : formatDay(day);

export interface DaySeries<Row> {
  label: MessageKey;
  /** `null`: the day has no such figure (a gap in the line). */
  value: (row: Row) => number | null;
  format: FigureFormat;
}

export interface DaysChartProps<Row extends { date: string }> {
  rows: readonly Row[];
  series: readonly DaySeries<Row>[];
  kind?: 'line' | 'bar';
  stacked?: boolean;
}

/** Figures per day: lines (or bars) over the days of the period. */
export function DaysChart<Row extends { date: string }>({
  rows,
  series,
  kind = 'line',
  stacked,
}: DaysChartProps<Row>) {
  const translate = useTranslate();
  const days = rows.map((row) => row.date);
  const chartSeries = series.map((item) => ({
    data: rows.map(item.value),
    label: translate(item.label),
    valueFormatter: (value: number | null) => formatFigure(value, item.format),
    ...(stacked ? { stack: 'total' } : {}),
  }));
  const yAxis = [{ valueFormatter: axisNumber, width: 56 }];
  if (kind === 'bar')
    return (
      <BarChart
        xAxis={[{ scaleType: 'band', data: days, valueFormatter: dayLabel }]}
        yAxis={yAxis}
        series={chartSeries}
        grid={{ horizontal: true }}
      />
    );
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: days, valueFormatter: dayLabel }]}
      yAxis={yAxis}
      series={chartSeries.map((item) => ({ ...item, showMark: rows.length <= 31, area: stacked }))}
      grid={{ horizontal: true }}
    />
  );
}

export interface NamedValue {
  name: string;
  value: number;
}

/** One figure per name (a buyer, a product, a status): horizontal bars, the first item on top. */
export function NamesBarChart({
  items,
  label,
  format,
}: {
  items: readonly NamedValue[];
  label: MessageKey;
  format: FigureFormat;
}) {
  const translate = useTranslate();
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: items.map((item) => item.name), width: 160 }]}
      xAxis={[{ valueFormatter: axisNumber }]}
      series={[
        {
          data: items.map((item) => item.value),
          label: translate(label),
          valueFormatter: (value: number | null) => formatFigure(value, format),
        },
      ]}
      hideLegend
      grid={{ vertical: true }}
    />
  );
}

/** Parts of a whole (retail against wholesale, new against returning). */
export function SharesPieChart({ items, format }: { items: readonly NamedValue[]; format: FigureFormat }) {
  return (
    <PieChart
      series={[
        {
          data: items.map((item, index) => ({ id: index, value: item.value, label: item.name })),
          innerRadius: 50,
          paddingAngle: 1,
          valueFormatter: (item: { value: number }) => formatFigure(item.value, format),
        },
      ]}
    />
  );
}
