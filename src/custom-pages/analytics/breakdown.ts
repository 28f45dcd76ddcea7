import type { AnalyticsBreakdownItem } from '../../api/analytics';
import { sharesOf } from '../../api/analyticsPayloads';
import type { MessageKey } from '../../i18n';
import type { FigureColumn } from './ChartCard';
import type { FigureFormat } from './figures';

/** A breakdown item with its display name and its share of the whole. */
export interface NamedShare {
  key: string | number;
  name: string;
  value: number;
  share: number;
}

/**
 * A breakdown as rows: names from the reply's `label` (user-written data, shown as text) or,
 * for fixed keys, from `nameOf`; shares of the sum in percent.
 */
export function namedShares(
  items: readonly AnalyticsBreakdownItem[] | undefined,
  nameOf: (item: AnalyticsBreakdownItem) => string,
): NamedShare[] {
  const list = items ?? [];
  const shares = sharesOf(list.map((item) => item.value));
  return list.map((item, index) => ({ key: item.key, name: nameOf(item), value: item.value, share: shares[index] ?? 0 }));
}

export const allZero = (rows: readonly { value: number }[]): boolean => rows.every((row) => row.value === 0);


/** The table (and CSV) of a breakdown: name, value, share. */
export const shareColumns = (
  nameHeader: MessageKey,
  valueHeader: MessageKey,
  format: FigureFormat,
): FigureColumn<NamedShare>[] => [
  { header: nameHeader, value: (row) => row.name, format: 'text' },
  { header: valueHeader, value: (row) => row.value, format },
  { header: 'analytics.columns.share', value: (row) => row.share, format: 'percent' },
];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'Розничные товары' / 'Оптовые товары' for product type 1 / 2 ('Тип N' for another id). */
export const productTypeLabel = (translate: Translate, typeId: string | number): string =>
  translate(`analytics.productTypes.${String(typeId)}`, {
    _: translate('analytics.unknownProductType', { id: typeId }),
  });
