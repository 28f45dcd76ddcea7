import type { DashboardInfo, DashboardStatistics } from '../../contract';
import { branded } from '../config/brand';
import { request } from './http';

/** The wire shapes of this module (contract/dashboard.ts). */
export type { DashboardInfo, DashboardStatistics };

export const getDashboardStatistics = (userId: number): Promise<DashboardStatistics> =>
  request<DashboardStatistics>('User/GetDashboardStatistics', { method: 'GET', query: { userId } });

export const getDashboardInfo = (sellerId: number): Promise<DashboardInfo> =>
  request<DashboardInfo>(`${branded('Seller')}/GetDashboardInfo`, { method: 'GET', query: { sellerId } });
