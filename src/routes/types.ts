import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageKey } from '../i18n/keys';

/** A page of the shell: loaded on demand, rendered without props (read params with useParams). */
export type ShellPage = LazyExoticComponent<ComponentType>;

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface ShellRoute {
  /** react-router path, relative to /seller; exact unless it ends with '/*'. */
  path: string;
  /** i18n key of the top-bar title (and of the placeholder heading). */
  titleKey: MessageKey | ((params: RouteParams) => MessageKey);
  page: ShellPage;
  /** Allowed values per path parameter; any other value redirects to /dashboard. */
  params?: Readonly<Record<string, readonly string[]>>;
}
