import { useState } from 'react';

/**
 * The Date a picker edits for a text value ('yyyy-MM-dd', 'HH:mm'). The picker keeps its own Date
 * while the seller types (an unfinished one is sent as ''), and takes the text again when the
 * form changes it from outside (a reset, a copied day).
 */
export function useTextValue(
  value: string,
  toDate: (text: string) => Date | null,
  toText: (date: Date | null) => string,
): [Date | null, (date: Date | null) => string] {
  const [draft, setDraft] = useState<Date | null>(() => toDate(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== toText(draft)) setDraft(toDate(value));
  }
  const change = (date: Date | null): string => {
    const text = toText(date);
    setDraft(date);
    setSeen(text);
    return text;
  };
  return [draft, change];
}
