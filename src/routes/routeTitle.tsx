import { createContext, useContext, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../i18n/keys';

/**
 * The title key of the route a page is rendered for, given by the shell's route element. Pages
 * read their heading here rather than matching the route table, so no page imports the table
 * (which imports every page, lazily): route data stays a leaf of the import graph.
 */
const RouteTitleContext = createContext<MessageKey | null>(null);

export function RouteTitleProvider({ titleKey, children }: { titleKey: MessageKey; children: ReactNode }) {
  return <RouteTitleContext.Provider value={titleKey}>{children}</RouteTitleContext.Provider>;
}

/** The translated title of the route the page is rendered for ('' outside a shell route). */
export function useRouteTitle(): string {
  const titleKey = useContext(RouteTitleContext);
  const translate = useTranslate();
  return titleKey ? translate(titleKey) : '';
}
