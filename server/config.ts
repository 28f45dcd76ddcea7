/** Server configuration read from the environment. The brand prefix lives here and nowhere else. */
export interface ServerConfig {
  /** Brand prefix of contract names, e.g. `Market` -> `/seller/api/MarketSeller/...`. */
  brand: string;
  port: number;
  host: string;
  /** Directory of the SQLite file and uploads. */
  dataDir: string;
  /** Directory of the built client (`vite build` output). */
  distDir: string;
  accessTokenTtlSeconds: number;
  /** Extra generated rows for benchmarks; undefined = the normal demo seed. */
  seedScale: number | undefined;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

export function buildConfig(env: Env = process.env): ServerConfig {
  const brand = text(env, 'BRAND', 'Market');
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(brand)) {
    throw new Error(`BRAND must be Latin letters and digits, got '${brand}'`);
  }
  const seedScaleRaw = env.SEED_SCALE?.trim();
  return {
    brand,
    port: positiveInt(env, 'PORT', 8080),
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir: text(env, 'DATA_DIR', 'data'),
    distDir: text(env, 'DIST_DIR', 'dist'),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    seedScale: seedScaleRaw && seedScaleRaw !== '0' ? positiveInt(env, 'SEED_SCALE', 1) : undefined,
  };
}

export const DEFAULT_BRAND = buildConfig({}).brand;
