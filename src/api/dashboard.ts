import { unchecked } from './decode';
import type { DashboardInfo, DashboardStatistics } from '../../contract';
import { branded } from '../config/brand';
import { request, type FailureMode } from './http';

/** The wire shapes of this module (contract/dashboard.ts). */
export type { DashboardInfo, DashboardStatistics };

/**
 * The specification names both calls but none of their fields, so a reply may lack any figure
 * (or `data` altogether): the screens read them as partial and show '----' for a missing one.
 * `onFailure: 'silent'` for the early calls of the sign-in (src/authProvider/warmCalls.ts).
 */
export const getDashboardStatistics = async (
  userId: number,
  onFailure: FailureMode = 'error-page',
): Promise<Partial<DashboardStatistics>> =>
  (await request('User/GetDashboardStatistics', unchecked<Partial<DashboardStatistics> | null>(), {
    method: 'GET',
    query: { userId },
    onFailure,
  })) ?? {};

export const getDashboardInfo = async (
  sellerId: number,
  onFailure: FailureMode = 'error-page',
): Promise<Partial<DashboardInfo>> =>
  (await request(`${branded('Seller')}/GetDashboardInfo`, unchecked<Partial<DashboardInfo> | null>(), {
    method: 'GET',
    query: { sellerId },
    onFailure,
  })) ?? {};
