import type { DashboardInfo, DashboardStatistics } from '../../contract';
import { branded } from '../config/brand';
import { request, type FailureMode } from './http';

/** The wire shapes of this module (contract/dashboard.ts). */
export type { DashboardInfo, DashboardStatistics };

/** `onFailure: 'silent'` for the early calls of the sign-in (src/authProvider/warmCalls.ts). */
export const getDashboardStatistics = (
  userId: number,
  onFailure: FailureMode = 'error-page',
): Promise<DashboardStatistics> =>
  request<DashboardStatistics>('User/GetDashboardStatistics', { method: 'GET', query: { userId }, onFailure });

export const getDashboardInfo = (sellerId: number, onFailure: FailureMode = 'error-page'): Promise<DashboardInfo> =>
  request<DashboardInfo>(`${branded('Seller')}/GetDashboardInfo`, { method: 'GET', query: { sellerId }, onFailure });
