import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ReportGmailerrorredOutlinedIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { matchPath } from 'react-router-dom';
import { SUPPORT } from '../config/support';
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

const M = 'shell.menu.';

/**
 * The whole sidebar of spec section 2 "Sidebar menus". Decisions: 'Споры и возвраты' is one
 * entry (the spec lists no sub-items) opening /disputes/retails and active on every /disputes/*
 * page (the disputes page switches retail / wholesale); 'Аналитика' opens the sales section and
 * is active on every analytics section; the seller guide is the in-app /learning/steps, the
 * other three learning entries open SUPPORT.learning pages in a new tab.
 */
export const sidebarMenu: readonly MenuEntry[] = [
  { kind: 'link', key: 'overview', labelKey: `${M}overview`, to: '/dashboard', icon: DashboardOutlinedIcon },
  {
    kind: 'link',
    key: 'analytics',
    labelKey: `${M}analytics`,
    to: '/dashboard/analytics/sales',
    match: ['/dashboard/analytics/*'],
    icon: InsightsOutlinedIcon,
  },
  {
    kind: 'group',
    key: 'products',
    labelKey: `${M}products`,
    icon: Inventory2OutlinedIcon,
    match: ['/products/*'],
    items: [
      { kind: 'link', key: 'products-retail', labelKey: `${M}productsRetail`, to: '/products/retail' },
      {
        kind: 'link',
        key: 'products-wholesale',
        labelKey: `${M}productsWholesale`,
        to: '/products/wholesale',
      },
      { kind: 'link', key: 'products-property', labelKey: `${M}productsProperty`, to: '/products/property' },
    ],
  },
  {
    kind: 'link',
    key: 'requests',
    labelKey: `${M}requests`,
    to: '/requests',
    match: ['/requests', '/requests/:requestId'],
    icon: RequestQuoteOutlinedIcon,
  },
  {
    kind: 'group',
    key: 'orders',
    labelKey: `${M}orders`,
    icon: ShoppingCartOutlinedIcon,
    match: ['/orders', '/orders/*', '/main-retail-orders', '/accept-order'],
    items: [
      {
        kind: 'link',
        key: 'orders-wholesale',
        labelKey: `${M}ordersWholesale`,
        to: '/orders',
        match: ['/orders', '/orders/:orderId'],
      },
      {
        kind: 'link',
        key: 'orders-retail',
        labelKey: `${M}ordersRetail`,
        to: '/main-retail-orders',
        match: ['/main-retail-orders', '/orders/retail/:orderId', '/orders/all/retail/:orderId'],
      },
    ],
  },
  {
    kind: 'group',
    key: 'tenders',
    labelKey: `${M}tenders`,
    icon: GavelOutlinedIcon,
    match: ['/tenders/*', '/tenders-proposal/*'],
    items: [
      { kind: 'link', key: 'tenders-search', labelKey: `${M}tendersSearch`, to: '/tenders/search' },
      {
        kind: 'link',
        key: 'tenders-my',
        labelKey: `${M}tendersMy`,
        to: '/tenders/my-tenders',
        match: ['/tenders/my-tenders', '/tenders-proposal/:proposalId'],
      },
    ],
  },
  {
    kind: 'link',
    key: 'messages',
    labelKey: `${M}messages`,
    to: '/messages',
    icon: ChatBubbleOutlineOutlinedIcon,
    badge: 'unreadMessages',
  },
  {
    kind: 'link',
    key: 'buyers',
    labelKey: `${M}buyers`,
    to: '/buyers',
    match: ['/buyers', '/buyers/:buyerId'],
    icon: PeopleAltOutlinedIcon,
  },
  { kind: 'link', key: 'reviews', labelKey: `${M}reviews`, to: '/reviews', icon: RateReviewOutlinedIcon },
  {
    kind: 'link',
    key: 'disputes',
    labelKey: `${M}disputes`,
    to: '/disputes/retails',
    match: ['/disputes/*'],
    icon: ReportGmailerrorredOutlinedIcon,
  },
  {
    kind: 'group',
    key: 'delivery',
    labelKey: `${M}delivery`,
    icon: LocalShippingOutlinedIcon,
    match: ['/shared/delivery', '/shared/delivery/*', '/delivery/*'],
    items: [
      {
        kind: 'link',
        key: 'delivery-free',
        labelKey: `${M}deliveryFree`,
        to: '/shared/delivery',
        match: ['/shared/delivery', '/shared/delivery/*'],
      },
      { kind: 'link', key: 'delivery-couriers', labelKey: `${M}deliveryCouriers`, to: '/delivery/couriers' },
    ],
  },
  {
    kind: 'group',
    key: 'finances',
    labelKey: `${M}finances`,
    icon: AccountBalanceWalletOutlinedIcon,
    match: ['/finacnes/*'],
    items: [
      {
        kind: 'link',
        key: 'finances-wholesale',
        labelKey: `${M}financesWholesale`,
        to: '/finacnes/whole-sale',
      },
      { kind: 'link', key: 'finances-retail', labelKey: `${M}financesRetail`, to: '/finacnes/retail' },
    ],
  },
  {
    kind: 'group',
    key: 'marketing',
    labelKey: `${M}marketing`,
    icon: CampaignOutlinedIcon,
    match: ['/marketing/*', '/dashboard/embed'],
    items: [
      {
        kind: 'link',
        key: 'marketing-optimization',
        labelKey: `${M}marketingOptimization`,
        to: '/marketing/optimization-for-marketing',
      },
      { kind: 'link', key: 'marketing-coupons', labelKey: `${M}marketingCoupons`, to: '/marketing/coupons' },
      { kind: 'link', key: 'marketing-embed', labelKey: `${M}marketingEmbed`, to: '/dashboard/embed' },
      {
        kind: 'link',
        key: 'marketing-highlights',
        labelKey: `${M}marketingHighlights`,
        to: '/marketing/highlights',
        match: ['/marketing/highlights', '/marketing/highlights/*'],
      },
      {
        kind: 'link',
        key: 'marketing-top',
        labelKey: `${M}marketingTop`,
        to: '/marketing/top',
        match: ['/marketing/top', '/marketing/top/*'],
      },
      {
        kind: 'link',
        key: 'marketing-banners',
        labelKey: `${M}marketingBanners`,
        to: '/marketing/banners',
        match: ['/marketing/banners', '/marketing/request-banner'],
      },
    ],
  },
  {
    kind: 'group',
    key: 'learning',
    labelKey: `${M}learning`,
    icon: SchoolOutlinedIcon,
    match: ['/learning/*'],
    items: [
      { kind: 'link', key: 'learning-guide', labelKey: `${M}learningGuide`, to: '/learning/steps' },
      {
        kind: 'external',
        key: 'learning-steps',
        labelKey: `${M}learningSteps`,
        href: SUPPORT.learning.steps,
      },
      {
        kind: 'external',
        key: 'learning-protection',
        labelKey: `${M}learningProtection`,
        href: SUPPORT.learning.protection,
      },
      {
        kind: 'external',
        key: 'learning-feedback',
        labelKey: `${M}learningFeedback`,
        href: SUPPORT.learning.feedback,
      },
    ],
  },
  {
    kind: 'link',
    key: 'own-notifications',
    labelKey: `${M}ownNotifications`,
    to: '/own-notifications',
    match: ['/own-notifications', '/notifications'],
    icon: NotificationsNoneOutlinedIcon,
  },
  {
    kind: 'group',
    key: 'settings',
    labelKey: `${M}settings`,
    icon: SettingsOutlinedIcon,
    match: ['/settings/*'],
    items: [
      {
        kind: 'link',
        key: 'settings-account',
        labelKey: `${M}settingsAccount`,
        to: '/settings/account',
        match: ['/settings/account', '/settings/account/*'],
      },
      { kind: 'link', key: 'settings-address', labelKey: `${M}settingsAddress`, to: '/settings/address' },
      { kind: 'link', key: 'settings-staff', labelKey: `${M}settingsStaff`, to: '/settings/staff' },
      {
        kind: 'link',
        key: 'settings-management',
        labelKey: `${M}settingsManagement`,
        to: '/settings/managment',
      },
      {
        kind: 'link',
        key: 'settings-requisite',
        labelKey: `${M}settingsRequisite`,
        to: '/settings/requisite',
      },
      {
        kind: 'link',
        key: 'settings-documents',
        labelKey: `${M}settingsDocuments`,
        to: '/settings/documents',
      },
      { kind: 'link', key: 'settings-store', labelKey: `${M}settingsStore`, to: '/settings/store' },
    ],
  },
];

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
