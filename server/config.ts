/** Server configuration read from the environment. The brand prefix lives here and nowhere else. */
export interface ServerConfig {
  /** Brand prefix of contract names, e.g. `Market` -> `/seller/api/MarketSeller/...`. */
  brand: string;
  port: number;
  /**
   * Interface the server listens on (env `HOST`): `127.0.0.1` by default, since the demo prints its
   * passwords; `0.0.0.0` in a container or to be reached from other machines.
   */
  host: string;
  /** Directory of the SQLite file and uploads. */
  dataDir: string;
  /** Directory of the built client (`vite build` output). */
  distDir: string;
  accessTokenTtlSeconds: number;
  /**
   * Scheme, host and port the back office is reached at from outside (links in e-mails are built
   * from it, never from request headers, which a caller controls).
   */
  publicOrigin: string;
  /** `VITE_CAPTCHA` of the build: with `google` the CSP allows reCAPTCHA's script and frame. */
  captcha: 'google' | 'local';
  /** Fastify `trustProxy`: read the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** Extra generated rows for benchmarks; undefined = the normal demo seed. */
  seedScale: number | undefined;
  /** The marketplace console (`/admin/`, `/admin/api`; docs/contract/console.md): env `CONSOLE`, on by default. */
  console: boolean;
  /** `SPEC_ONLY=1`: replies carry only the specification's fields; its other calls answer -1 (server/specOnly). */
  specOnly: boolean;
  /** The hub's transports (env `HUB_TRANSPORTS`, comma-separated); all three by default. */
  hubTransports: readonly HubTransport[];
}

export const HUB_TRANSPORTS = ['WebSockets', 'ServerSentEvents', 'LongPolling'] as const;
export type HubTransport = (typeof HUB_TRANSPORTS)[number];

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

/** `https://market.example` or `http://localhost:8080`: an http(s) origin without path, query or user. */
export function parseOrigin(name: string, raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  const bare = url !== null && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
  if (!url || !/^https?:$/.test(url.protocol) || !bare || url.username || url.password) {
    throw new Error(`${name} must be an http(s) origin such as https://market.example, got '${raw}'`);
  }
  return url.origin;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

/** A switch that is on unless the variable says `off`, `false` or `0`. */
function onUnlessOff(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === 'on' || raw === '1' || raw === 'true') return true;
  if (raw === 'off' || raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be on or off, got '${raw}'`);
}

/** `WebSockets,LongPolling`: a non-empty subset of the hub's transports, in that order of preference. */
function hubTransports(env: Env): readonly HubTransport[] {
  const raw = env.HUB_TRANSPORTS?.trim();
  if (!raw) return HUB_TRANSPORTS;
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(HUB_TRANSPORTS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`HUB_TRANSPORTS must list ${HUB_TRANSPORTS.join(', ')}, got '${raw}'`);
  }
  return HUB_TRANSPORTS.filter((name) => names.includes(name));
}

export function buildConfig(env: Env = process.env): ServerConfig {
  const brand = text(env, 'BRAND', 'Market');
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(brand)) {
    throw new Error(`BRAND must be Latin letters and digits, got '${brand}'`);
  }
  const seedScaleRaw = env.SEED_SCALE?.trim();
  const port = positiveInt(env, 'PORT', 8080);
  return {
    brand,
    port,
    host: text(env, 'HOST', '127.0.0.1'),
    dataDir: text(env, 'DATA_DIR', 'data'),
    distDir: text(env, 'DIST_DIR', 'dist'),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    publicOrigin: parseOrigin('PUBLIC_ORIGIN', text(env, 'PUBLIC_ORIGIN', `http://localhost:${port}`)),
    trustProxy: flag(env, 'TRUST_PROXY'),
    captcha: env.VITE_CAPTCHA?.trim() === 'google' ? 'google' : 'local',
    seedScale: seedScaleRaw && seedScaleRaw !== '0' ? positiveInt(env, 'SEED_SCALE', 1) : undefined,
    console: onUnlessOff(env, 'CONSOLE'),
    specOnly: flag(env, 'SPEC_ONLY'),
    hubTransports: hubTransports(env),
  };
}

const DEFAULTS = buildConfig({});
export const DEFAULT_BRAND = DEFAULTS.brand;
export const DEFAULT_PUBLIC_ORIGIN = DEFAULTS.publicOrigin;
