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

/** What a breakdown row is made of: a key, a name from data (when sent) and a figure (when sent). */
export interface ShareSource {
  key: string | number;
  label?: string | null;
  value: number | null;
}

/**
 * A breakdown as rows: names from the reply's `label` (user-written data, shown as text) or,
 * for fixed keys, from `nameOf`; shares of the sum in percent. An item without a figure is left
 * out (a summary field the reply did not send draws no slice).
 */
export function namedShares<Item extends ShareSource>(
  items: readonly Item[] | undefined,
  nameOf: (item: Item) => string,
): NamedShare[] {
  const known = (items ?? []).flatMap((item) => (item.value === null ? [] : [{ item, value: item.value }]));
  const shares = sharesOf(known.map((entry) => entry.value));
  return known.map(({ item, value }, index) => ({
    key: item.key,
    name: nameOf(item),
    value,
    share: shares[index] ?? 0,
  }));
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

/** 'Розничные товары' / 'Оптовые товары' for product type 1 / 2 ('Тип N' for another id, '----' for none). */
export const productTypeLabel = (translate: Translate, typeId: string | number | null): string =>
  typeId === null
    ? translate('analytics.noValue')
    : translate(`analytics.productTypes.${String(typeId)}`, {
        _: translate('analytics.unknownProductType', { id: typeId }),
      });
