import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { resourceHandlersFor } from '../../src/dataProvider';
import { resourceModules, defineResource } from '../../src/resources';
import { shellRoutes, specRoutes, withResourceRoutes } from '../../src/routes/routeTable';
import { matchShellRoute } from '../../src/routes';

const scope = { sellerId: 7, userId: 3, storeId: 5 };
const page = lazy(async () => ({ default: () => null }));
const earlier = lazy(async () => ({ default: () => null }));

describe('the resource registry', () => {
  it('names every resource once and builds the dataProvider map from the list', () => {
    const names = resourceModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(resourceHandlersFor(scope))).toEqual(names);
    expect(names).toEqual(
      expect.arrayContaining([
        'orders',
        'order-comments',
        'retail-orders',
        'finances-wholesale',
        'finances-retail',
      ]),
    );
  });

  it('routes every page of a registered resource, and none of them is still a placeholder', () => {
    const served = resourceModules.flatMap((module) => module.routes ?? []);
    for (const route of served) {
      expect(shellRoutes).toContain(route);
      expect(matchShellRoute(route.path.replace(/:\w+/g, '12'))?.route).toBe(route);
    }
  });

  it('a module route replaces the row of its path and adds a new path at the end', () => {
    const placeholder = {
      path: '/marketing/later',
      titleKey: 'coupons.route.marketingCoupons' as const,
      page: earlier,
    };
    const table = [...specRoutes, placeholder];
    const extra = `${placeholder.path}/extra/:recordId`;
    const module = defineResource({
      name: 'example',
      handler: () => ({}),
      routes: [
        { path: placeholder.path, titleKey: 'coupons.route.marketingCoupons', page },
        { path: extra, titleKey: 'coupons.route.marketingCoupons', page },
      ],
    });
    const routes = withResourceRoutes(table, [module]);
    expect(routes).toHaveLength(table.length + 1);
    expect(routes.find((route) => route.path === placeholder.path)?.page).toBe(page);
    expect(routes.at(-1)?.path).toBe(extra);
    expect(matchShellRoute(placeholder.path.replace(/:\w+/g, '5'), routes)?.route.page).toBe(page);
  });

  it('refuses two resources serving the same path', () => {
    const route = { path: '/marketing/coupons', titleKey: 'coupons.route.marketingCoupons' as const, page };
    const one = defineResource({ name: 'a', handler: () => ({}), routes: [route] });
    const two = defineResource({ name: 'b', handler: () => ({}), routes: [route] });
    expect(() => withResourceRoutes(specRoutes, [one, two])).toThrow(/\/marketing\/coupons/);
  });
});
