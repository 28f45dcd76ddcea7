import type { MessageKey } from '../../i18n';
import type { FigureFormat } from './figures';
import type { SummaryFigure } from './SummaryCards';

/** One figure of a reply's `current` / `previous` summaries, as data. */
export interface FigureDef<Summary> {
  field: keyof Summary & string;
  label: MessageKey;
  format: FigureFormat;
  lowerIsBetter?: boolean;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The summary cards of a reply (nothing yet while it loads). */
export function summaryFigures<Summary>(
  defs: readonly FigureDef<Summary>[],
  reply: { current: Summary; previous: Summary } | undefined,
): SummaryFigure[] {
  return defs.map((def) => ({
    label: def.label,
    format: def.format,
    lowerIsBetter: def.lowerIsBetter,
    current: reply ? numberOrNull(reply.current[def.field]) : null,
    previous: reply ? numberOrNull(reply.previous[def.field]) : null,
  }));
}
