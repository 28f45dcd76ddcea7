export type EnvironmentName = 'local' | 'staging' | 'dev' | 'test' | 'production';

export interface Environment {
  name: EnvironmentName;
  /** Origin of the seller back office (the app and its API under /seller). */
  sellerUrl: string;
  /** Origin of the main website: non-sellers go to its /account/login; 'Совершать покупки' links here. */
  websiteUrl: string;
  /** Origin of the transport-company back office. */
  transportUrl: string;
}

/** The app and its API both live under this path. */
export const BASE_PATH = '/seller';

const REMOTE: Record<Exclude<EnvironmentName, 'local'>, Omit<Environment, 'name'>> = {
  staging: {
    sellerUrl: 'https://seller.staging.market.example',
    websiteUrl: 'https://staging.market.example',
    transportUrl: 'https://transport.staging.market.example',
  },
  dev: {
    sellerUrl: 'https://seller.dev.market.example',
    websiteUrl: 'https://dev.market.example',
    transportUrl: 'https://transport.dev.market.example',
  },
  test: {
    sellerUrl: 'https://seller.test.market.example',
    websiteUrl: 'https://test.market.example',
    transportUrl: 'https://transport.test.market.example',
  },
  production: {
    sellerUrl: 'https://seller.market.example',
    websiteUrl: 'https://market.example',
    transportUrl: 'https://transport.market.example',
  },
};

/** A store's page on the main website (where the widget's 'Совершать покупки' leads). */
export const websiteStoreUrl = (websiteUrl: string, storeId: number): string =>
  `${websiteUrl}/store/${storeId}`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Chooses the environment by the page's origin. Any loopback origin is "local": there the
 * reference server serves the app, the API and the main-website stand-in on one origin.
 */
export function environmentFor(origin: string): Environment {
  const url = new URL(origin);
  if (LOCAL_HOSTS.has(url.hostname)) {
    return { name: 'local', sellerUrl: url.origin, websiteUrl: url.origin, transportUrl: url.origin };
  }
  for (const [name, env] of Object.entries(REMOTE) as [Exclude<EnvironmentName, 'local'>, Environment][]) {
    if (env.sellerUrl === url.origin) return { ...env, name };
  }
  return { name: 'production', ...REMOTE.production };
}

export const environment: Environment = environmentFor(
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
);
