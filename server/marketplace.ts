import type { FastifyInstance } from 'fastify';
import { consoleMount } from '../console/api.js';
import { buildApp, type BuildAppOptions } from './app.js';

export interface MarketplaceOptions extends Omit<BuildAppOptions, 'console'> {
  /** The marketplace console (`/admin/api`, `/admin/`); default true (config `CONSOLE`). */
  console?: boolean;
}

/**
 * The whole marketplace: the reference server (server/app.ts, which knows no console) with the
 * console mounted unless `console: false`. The one place that composes the two, for server/main.ts,
 * the tests and the benchmarks.
 */
export function buildMarketplace(options: MarketplaceOptions): Promise<FastifyInstance> {
  const { console: consoleOn = true, ...server } = options;
  return buildApp(consoleOn ? { ...server, console: consoleMount } : server);
}
