import { useEffect, type RefObject } from 'react';
import { isPageShortcut, useShellShortcuts } from '../shortcuts/shortcuts';

/** Marks a list's box; with several lists on a page the first one takes the keys. */
export const LIST_SHORTCUTS_ATTRIBUTE = 'data-list-shortcuts';

/** The list's own free-text filter: a text box of its filter bar that shows (not a picker, not a date). */
function ownSearchInput(list: HTMLElement): HTMLInputElement | null {
  const inputs = list.querySelectorAll<HTMLInputElement>(
    '[role="search"] input:is([type="text"], [type="search"]):not([readonly]):not([disabled]):not([role]):not([aria-haspopup])',
  );
  return (
    [...inputs].find(
      (input) =>
        input.getClientRects().length > 0 &&
        input.getAttribute('aria-hidden') !== 'true' &&
        input.closest('[class*="MuiPickers"], .MuiAutocomplete-root') === null,
    ) ?? null
  );
}

/** The list's rows: the table's body rows, or the cards on phones (not the pager's items). */
function rowsOf(list: HTMLElement): HTMLElement[] {
  const rows = [...list.querySelectorAll<HTMLElement>('table tbody tr:has(td + td)')];
  return rows.length > 0 ? rows : [...list.querySelectorAll<HTMLElement>('[data-record-cards] > li')];
}

/** Moves the keyboard to a row: the row itself in a table (a focus ring), the card's link on a phone. */
function focusRow(row: HTMLElement): void {
  const target = row.tagName === 'TR' ? row : (row.querySelector<HTMLElement>('a[href]') ?? row);
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

/**
 * The list's keys (docs/contract/search.md "Keyboard"): '/' focuses its own search filter, else
 * opens the global search; 'j' / 'k' move the keyboard to the next / previous row; Enter on a row
 * so reached opens it (the row's click: `rowPath`, else its first link).
 */
export function useListShortcuts(list: RefObject<HTMLElement | null>, rowClicks: boolean): void {
  const shell = useShellShortcuts();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const box = list.current;
      if (!box || !isPageShortcut(event)) return;
      if (document.querySelector(`[${LIST_SHORTCUTS_ATTRIBUTE}]`) !== box) return;
      const rows = rowsOf(box);
      const current = rows.findIndex((row) => row.contains(document.activeElement));
      if (event.key === '/') {
        const input = ownSearchInput(box);
        if (!input && !shell) return;
        event.preventDefault();
        if (input) input.focus();
        else shell?.openSearch();
      } else if ((event.key === 'j' || event.key === 'k') && !event.shiftKey && rows.length > 0) {
        event.preventDefault();
        const next = event.key === 'j' ? Math.min(current + 1, rows.length - 1) : Math.max(current - 1, 0);
        focusRow(rows[next]!);
      } else if (event.key === 'Enter' && current >= 0 && document.activeElement === rows[current]) {
        event.preventDefault();
        const row = rows[current]!;
        if (rowClicks) row.click();
        else row.querySelector<HTMLElement>('a[href]')?.click();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list, rowClicks, shell]);
}
