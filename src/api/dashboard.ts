import { branded } from '../config/brand';
import { request } from './http';

export interface DashboardStatistics {
  salesTotal: number;
  salesThisMonth: number;
  ordersCount: number;
  buyersCount: number;
  averageCheck: number;
  unreadMessages: number;
  notificationsCount: number;
}

export interface DashboardInfo {
  storeName: string;
  storeRating: number;
  productCount: number;
  activeProductCount: number;
  wholesaleOrdersInProgress: number;
  retailOrdersInProgress: number;
  newOrderRequests: number;
  openDisputes: number;
  reviewsCount: number;
}

export const getDashboardStatistics = (userId: number): Promise<DashboardStatistics> =>
  request<DashboardStatistics>('User/GetDashboardStatistics', { method: 'GET', query: { userId } });

export const getDashboardInfo = (sellerId: number): Promise<DashboardInfo> =>
  request<DashboardInfo>(`${branded('Seller')}/GetDashboardInfo`, { method: 'GET', query: { sellerId } });
