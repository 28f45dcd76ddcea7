/** Fields where a focused element means the seller is typing (checkboxes and buttons do not). */
const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable="true"]';

/**
 * Whether a list must not move under the seller: a text field has the focus (a filter being
 * typed) or a dialog is open. New rows then wait in the list's 'Новых: N' bar.
 */
export function sellerIsBusy(doc: Document = document): boolean {
  const active = doc.activeElement;
  // A closed popover keeps its fields mounted but hidden (the column chooser's search).
  if (active instanceof HTMLElement && active.matches(TYPING) && !active.closest('[aria-hidden="true"]')) {
    return true;
  }
  return doc.querySelector('[role="dialog"]:not([aria-hidden="true"] *), [role="alertdialog"]') !== null;
}
