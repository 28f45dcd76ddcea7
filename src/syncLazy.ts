import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy that renders at once when its module is already loaded (prefetched with `preload`).
 * A plain lazy component suspends on its first render even when its import() has settled (the
 * promise's `then` runs later): React shows the fallback and may hold the content back for its
 * suspense throttle (about 300 ms). Here, once the module is known, the factory hands React a
 * thenable that calls back synchronously, so the first render already shows the component.
 */
export function syncLazy<M extends { default: ComponentType }>(
  load: () => Promise<M>,
): LazyExoticComponent<M['default']> & { preload: () => Promise<M> } {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const preload = (): Promise<M> => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = null; // a failed download may be tried again
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const thenable = { then: (resolve: (value: M) => void) => resolve(module) };
    return thenable as unknown as Promise<M>;
  });
  return Object.assign(component, { preload });
}
