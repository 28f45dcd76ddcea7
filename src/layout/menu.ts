import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { matchPath } from 'react-router-dom';
import { SUPPORT } from '../config/support';
import { resourceModules } from '../resources';
import type { ResourceModule } from '../resources/types';
import type { MenuEntry, MenuExternal, MenuGroup, MenuGroupKey, MenuLink } from './menuTypes';

export type { MenuEntry, MenuExternal, MenuGroup, MenuLink } from './menuTypes';

const M = 'shell.menu.';

interface GroupFrame {
  position: number;
  labelKey: MenuGroup['labelKey'];
  icon: MenuGroup['icon'];
  match: readonly string[];
  /** Items the shell itself adds (the learning pages of the main website). */
  shellItems?: readonly { position: number; item: MenuExternal }[];
}

/** The shell's frame of the sidebar: its submenus, in the spec's order, with their icons. */
const GROUPS: Readonly<Record<MenuGroupKey, GroupFrame>> = {
  products: { position: 30, labelKey: `${M}products`, icon: Inventory2OutlinedIcon, match: ['/products/*'] },
  orders: {
    position: 50,
    labelKey: `${M}orders`,
    icon: ShoppingCartOutlinedIcon,
    match: ['/orders', '/orders/*', '/main-retail-orders', '/accept-order'],
  },
  tenders: {
    position: 60,
    labelKey: `${M}tenders`,
    icon: GavelOutlinedIcon,
    match: ['/tenders/*', '/tenders-proposal/*'],
  },
  delivery: {
    position: 110,
    labelKey: `${M}delivery`,
    icon: LocalShippingOutlinedIcon,
    match: ['/shared/delivery', '/shared/delivery/*', '/delivery/*'],
  },
  finances: {
    position: 120,
    labelKey: `${M}finances`,
    icon: AccountBalanceWalletOutlinedIcon,
    match: ['/finacnes/*'],
  },
  marketing: {
    position: 130,
    labelKey: `${M}marketing`,
    icon: CampaignOutlinedIcon,
    match: ['/marketing/*', '/dashboard/embed'],
  },
  learning: {
    position: 140,
    labelKey: `${M}learning`,
    icon: SchoolOutlinedIcon,
    match: ['/learning/*'],
    shellItems: [
      { position: 20, item: external('learning-steps', `${M}learningSteps`, SUPPORT.learning.steps) },
      {
        position: 30,
        item: external('learning-protection', `${M}learningProtection`, SUPPORT.learning.protection),
      },
      {
        position: 40,
        item: external('learning-feedback', `${M}learningFeedback`, SUPPORT.learning.feedback),
      },
    ],
  },
  settings: { position: 160, labelKey: `${M}settings`, icon: SettingsOutlinedIcon, match: ['/settings/*'] },
};

function external(key: string, labelKey: MenuExternal['labelKey'], href: string): MenuExternal {
  return { kind: 'external', key, labelKey, href };
}

/** The shell's own top-level pages: the overview and the analytics (not resources). */
const SHELL_LINKS: readonly { position: number; link: MenuLink }[] = [
  {
    position: 10,
    link: {
      kind: 'link',
      key: 'overview',
      labelKey: `${M}overview`,
      to: '/dashboard',
      icon: DashboardOutlinedIcon,
    },
  },
  {
    position: 20,
    link: {
      kind: 'link',
      key: 'analytics',
      labelKey: `${M}analytics`,
      to: '/dashboard/analytics/sales',
      match: ['/dashboard/analytics/*'],
      icon: InsightsOutlinedIcon,
    },
  },
];

const byPosition = <Item extends { position: number }>(items: readonly Item[]): Item[] =>
  [...items].sort((a, b) => a.position - b.position);

/**
 * The whole sidebar of spec section 2 "Sidebar menus": the shell's frame filled with each
 * resource's placement (`menu` of its module). A submenu no resource fills is not shown.
 * Decisions: 'Споры и возвраты' is one entry (the spec lists no sub-items) opening
 * /disputes/retails and active on every /disputes/* page; 'Аналитика' opens the sales section
 * and is active on every analytics section; the seller guide is the in-app /learning/steps, the
 * other three learning entries open SUPPORT.learning pages in a new tab.
 */
export function buildSidebarMenu(modules: readonly ResourceModule[]): readonly MenuEntry[] {
  const placements = modules.flatMap((module) => module.menu ?? []);
  const top: { position: number; entry: MenuEntry }[] = SHELL_LINKS.map(({ position, link }) => ({
    position,
    entry: link,
  }));
  for (const placement of placements) {
    if (placement.group === undefined)
      top.push({ position: placement.position, entry: { kind: 'link', ...placement.link } });
  }
  for (const [key, frame] of Object.entries(GROUPS) as [MenuGroupKey, GroupFrame][]) {
    const items = byPosition([
      ...(frame.shellItems ?? []),
      ...placements
        .filter((placement) => placement.group === key)
        .map((placement) => ({
          position: placement.position,
          item: { kind: 'link' as const, ...placement.link },
        })),
    ]).map(({ item }) => item);
    if (!items.some((item) => item.kind === 'link')) continue;
    const { labelKey, icon, match } = frame;
    top.push({ position: frame.position, entry: { kind: 'group', key, labelKey, icon, match, items } });
  }
  return byPosition(top).map(({ entry }) => entry);
}

export const sidebarMenu: readonly MenuEntry[] = buildSidebarMenu(resourceModules);

export const matchesAny = (patterns: readonly string[], pathname: string): boolean =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

export const isLinkActive = (link: MenuLink, pathname: string): boolean =>
  matchesAny(link.match ?? [link.to], pathname);

/** The submenu the current path belongs to (null: none). */
export function groupForPath(pathname: string, menu: readonly MenuEntry[] = sidebarMenu): string | null {
  const group = menu.find(
    (entry): entry is MenuGroup =>
      entry.kind === 'group' &&
      (matchesAny(entry.match, pathname) ||
        entry.items.some((item) => item.kind === 'link' && isLinkActive(item, pathname))),
  );
  return group?.key ?? null;
}
