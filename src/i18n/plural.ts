/**
 * Russian plural forms, the same rule and text format as polyglot's (the shell's translator):
 * a text holds its forms separated by '||||' (one | few | many: '%{smart_count} день ||||
 * %{smart_count} дня |||| %{smart_count} дней') and `smart_count` picks one. The public screens'
 * translator (translate.ts) and the pure formatters use this, so both translators agree.
 */
export const PLURAL_DELIMITER = '||||';

/** 0 for 1, 21, 101 (день); 1 for 2-4, 22-24 (дня); 2 for 0, 5-20, 25-30 (дней). */
export function russianPluralForm(count: number): 0 | 1 | 2 {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = lastTwo % 10;
  if (lastTwo !== 11 && last === 1) return 0;
  if (last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 1;
  return 2;
}

/** The form of `text` for `count` (the first form when the text has fewer), trimmed like polyglot's. */
export function choosePluralForm(text: string, count: number): string {
  const forms = text.split(PLURAL_DELIMITER);
  return (forms[russianPluralForm(count)] ?? forms[0] ?? '').trim();
}
