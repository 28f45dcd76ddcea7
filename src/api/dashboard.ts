import { branded } from '../config/brand';
import { decoder, num, record, text, type Decoded } from './decode';
import { request, type FailureMode } from './http';

/**
 * `User/GetDashboardStatistics` as the screens read it. The specification names the call, not its
 * fields, so every figure may be missing (`null`: the screens show '----'); a missing unread count
 * leaves the badge beside 'Сообщения' hidden.
 */
export const dashboardStatistics = record({
  salesTotal: num,
  salesThisMonth: num,
  ordersCount: num,
  buyersCount: num,
  averageCheck: num,
  unreadMessages: num,
  notificationsCount: num,
});
export type DashboardStatistics = Decoded<typeof dashboardStatistics>;

/** `{brand}Seller/GetDashboardInfo` as the screens read it: every figure may be missing (`null`). */
export const dashboardInfo = record({
  storeName: text,
  storeRating: num,
  productCount: num,
  activeProductCount: num,
  wholesaleOrdersInProgress: num,
  retailOrdersInProgress: num,
  newOrderRequests: num,
  openDisputes: num,
  reviewsCount: num,
});
export type DashboardInfo = Decoded<typeof dashboardInfo>;

const decodeStatistics = decoder(dashboardStatistics);
const decodeInfo = decoder(dashboardInfo);

/** `onFailure: 'silent'` for the early calls of the sign-in (src/authProvider/warmCalls.ts). */
export const getDashboardStatistics = (
  userId: number,
  onFailure: FailureMode = 'error-page',
): Promise<DashboardStatistics> =>
  request('User/GetDashboardStatistics', decodeStatistics, { method: 'GET', query: { userId }, onFailure });

export const getDashboardInfo = (
  sellerId: number,
  onFailure: FailureMode = 'error-page',
): Promise<DashboardInfo> =>
  request(`${branded('Seller')}/GetDashboardInfo`, decodeInfo, {
    method: 'GET',
    query: { sellerId },
    onFailure,
  });
