export { ShellAdmin, ShellNotification, type ShellAdminProps } from './ShellAdmin';
export { ShellLayout } from './ShellLayout';
export { SidebarMenu } from './SidebarMenu';
export {
  sidebarMenu,
  groupForPath,
  isLinkActive,
  type MenuEntry,
  type MenuGroup,
  type MenuLink,
  type MenuExternal,
} from './menu';
export {
  ShellCountersProvider,
  useShellCounters,
  useDashboardStatistics,
  dashboardStatisticsKey,
  type ShellCounters,
} from './ShellCounters';
export { shellTheme, BREAKPOINTS } from './theme';
