import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { benchAnalytics } from './analytics';
import { benchBundle } from './bundle';
import { benchDashboard } from './dashboard';
import { benchWorkQueue } from './workQueue';
import { benchDeepLink } from './deepLink';
import { benchFinances } from './finances';
import { benchHub } from './hub';
import { benchLighthouse } from './lighthouse';
import { benchLiveRows } from './liveRows';
import { benchOrders } from './orders';
import { benchPayouts } from './payouts';
import { benchProducts } from './products';
import { benchProductImport } from './productImport';
import { benchRealtime } from './realtime';
import { benchSearch } from './search';
import { benchSearchOptimization } from './searchOptimization';
import { benchSignIn } from './signin';

/**
 * `npm run bench`: prints figures; it asserts nothing. BENCH_ONLY=bundle,orders,payouts,... picks parts.
 */
/** Builds the app unless BENCH_BUILD=0 and a build exists. */
function ensureBuild(): void {
  if (!existsSync('dist/index.html') || process.env.BENCH_BUILD !== '0') {
    execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

const PARTS: Record<string, () => Promise<void>> = {
  bundle: async () => {
    ensureBuild();
    await benchBundle();
  },
  orders: benchOrders,
  dashboard: benchDashboard,
  workQueue: benchWorkQueue,
  finances: benchFinances,
  payouts: benchPayouts,
  analytics: benchAnalytics,
  products: benchProducts,
  productImport: benchProductImport,
  searchOptimization: benchSearchOptimization,
  search: benchSearch,
  hub: benchHub,
  signin: async () => {
    if (!existsSync('dist/index.html')) ensureBuild();
    await benchSignIn();
  },
  deepLink: async () => {
    if (!existsSync('dist/index.html')) ensureBuild();
    await benchDeepLink();
  },
  lighthouse: async () => {
    if (!existsSync('dist/index.html')) ensureBuild();
    await benchLighthouse();
  },
  realtime: async () => {
    if (!existsSync('dist/index.html')) ensureBuild();
    await benchRealtime();
  },
  liveRows: async () => {
    if (!existsSync('dist/index.html')) ensureBuild();
    await benchLiveRows();
  },
};

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
  for (const [name, run] of Object.entries(PARTS)) {
    if (only && !only.includes(name)) continue;
    console.log(`\n== ${name}`);
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
