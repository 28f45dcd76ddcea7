import { createContext, useContext } from 'react';

/**
 * The shell's keyboard shortcuts (docs/contract/search.md "Keyboard"): what a part of a page may
 * ask of the shell (open the global search), and when a key press is the seller typing rather
 * than a shortcut. Outside the shell (the login screen, component tests) there is no shell: null.
 */
export interface ShellShortcuts {
  openSearch: () => void;
  openHelp: () => void;
}

export const ShellShortcutsContext = createContext<ShellShortcuts | null>(null);

export const useShellShortcuts = (): ShellShortcuts | null => useContext(ShellShortcutsContext);

const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);

/** The key press goes into a field (or a menu, a list box): letters there are text, not shortcuts. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return TYPING_ROLES.has(target.getAttribute('role') ?? '');
}

/**
 * A plain key press a page shortcut may take: no Ctrl, ⌘ or Alt, not typed into a field, not
 * inside an open dialog or menu (which own the keyboard while open), not taken by someone else.
 */
export function isPageShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (isTyping(event.target)) return false;
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') == null;
}
