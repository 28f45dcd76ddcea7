import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.js';
import { dashboardRoutes } from './dashboard.js';
import { userRoutes } from './user.js';

export const API_PREFIX = '/seller/api';

/** Every API area, registered under `/seller/api`. Later capabilities add their area here. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(dashboardRoutes);
}
