import type { SvgIconComponent } from '@mui/icons-material';
import type { MessageKey } from '../i18n/keys';

/** An in-app page of the sidebar. `match` (react-router patterns) marks it active; default: `to` exactly. */
export interface MenuLink {
  kind: 'link';
  key: string;
  labelKey: MessageKey;
  to: string;
  match?: readonly string[];
  icon?: SvgIconComponent;
  /** A counter shown as a badge (0 hides it). */
  badge?: 'unreadMessages';
}

/** An external page, opened in a new tab. */
export interface MenuExternal {
  kind: 'external';
  key: string;
  labelKey: MessageKey;
  href: string;
}

/** A submenu; it is open when the current path matches one of `match`. */
export interface MenuGroup {
  kind: 'group';
  key: string;
  labelKey: MessageKey;
  icon: SvgIconComponent;
  match: readonly string[];
  items: readonly (MenuLink | MenuExternal)[];
}

export type MenuEntry = MenuLink | MenuGroup;

/** The submenus of the sidebar (spec section 2 "Sidebar menus"); the shell owns their order and icons. */
export type MenuGroupKey =
  'products' | 'orders' | 'tenders' | 'delivery' | 'finances' | 'marketing' | 'learning' | 'settings';

/**
 * A resource's place in the sidebar, as data: a link inside one of the shell's submenus, or a
 * top-level link (with its icon). `position` orders it among its siblings, ascending.
 */
export type MenuPlacement = { position: number; link: Omit<MenuLink, 'kind'> } & (
  { group: MenuGroupKey } | { group?: undefined; link: { icon: SvgIconComponent } }
);
