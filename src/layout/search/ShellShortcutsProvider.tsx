import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  isPageShortcut,
  ShellShortcutsContext,
  type ShellShortcuts,
} from '../../components/shortcuts/shortcuts';
import { SearchPalette } from './SearchPalette';
import { ShortcutsHelp } from './ShortcutsHelp';

/** Ctrl+K on Windows and Linux, ⌘K on a Mac; in a field too (it types nothing there). */
const isSearchKey = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The shell's keys (docs/contract/search.md "Keyboard"): Ctrl+K / ⌘K opens the global search
 * anywhere in the shell, '?' the list of shortcuts; the header's field and a list's '/' open the
 * search through the context. Inside the shell only: the login screen has none of it.
 */
export function ShellShortcutsProvider({ children }: { children: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const shortcuts = useMemo<ShellShortcuts>(
    () => ({ openSearch: () => setSearchOpen(true), openHelp: () => setHelpOpen(true) }),
    [],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSearchKey(event)) {
        event.preventDefault();
        setHelpOpen(false);
        setSearchOpen(true);
      } else if (event.key === '?' && isPageShortcut(event)) {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <ShellShortcutsContext.Provider value={shortcuts}>
      {children}
      <SearchPalette open={searchOpen} onClose={() => setSearchOpen(false)} />
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </ShellShortcutsContext.Provider>
  );
}
