import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cacheRouteMatches, remixRouterModule } from './route-match-cache.js';

// The route tree's shape as Remix builds it for the server: a root with a layout, pathless and index routes,
// dynamic segments and a splat.
const routes = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'routes/_index', index: true },
      { id: 'routes/login', path: 'login' },
      {
        id: 'routes/_app',
        children: [
          { id: 'routes/_app.client-management._index', path: 'client-management', index: true },
          { id: 'routes/_app.client-management.$clientId', path: 'client-management/:clientId' },
          { id: 'routes/_app.view-messages.$clientId', path: 'view-messages/:clientId?' },
          { id: 'routes/_app.reports', path: 'reports' },
        ],
      },
      { id: 'routes/$', path: '*' },
    ],
  },
];

const paths = [
  '/',
  '/login',
  '/client-management',
  '/client-management/65f0c0ffee0000000000abcd',
  '/client-management/a%20b',
  '/view-messages',
  '/view-messages/65f0c0ffee0000000000abcd',
  '/reports?month=2026-11',
  '/no/such/page',
];

/** A router module of its own, so the test replaces nothing the other tests load. */
function freshRouter() {
  const module = remixRouterModule();
  return { matchRoutes: module.matchRoutes };
}

describe('the kept route matches', () => {
  it('answer what the router answers, for every kind of path, asked once or many times', () => {
    const router = freshRouter();
    const original = router.matchRoutes;
    cacheRouteMatches(router);
    expect(router.matchRoutes).not.toBe(original);
    for (let round = 0; round < 3; round += 1)
      for (const path of paths) {
        expect(router.matchRoutes(routes, path)).toEqual(original(routes, path));
        expect(router.matchRoutes(routes, { pathname: path.split('?')[0] })).toEqual(
          original(routes, { pathname: path.split('?')[0] }),
        );
        expect(router.matchRoutes(routes, path, '/app')).toEqual(original(routes, path, '/app'));
      }
    expect(router.matchRoutes(routes, '/client-management/x')!.at(-1)!.params).toEqual({ clientId: 'x' });
  });

  it("give each caller its own matches: one caller's change is not the next one's answer", () => {
    const router = freshRouter();
    cacheRouteMatches(router);
    const first = router.matchRoutes(routes, '/client-management/one')!;
    first.at(-1)!.params.clientId = 'changed';
    first.pop();
    const second = router.matchRoutes(routes, '/client-management/one')!;
    expect(second).toHaveLength(3);
    expect(second.at(-1)!.params).toEqual({ clientId: 'one' });
  });

  it('keep the matches of each route tree apart', () => {
    const router = freshRouter();
    cacheRouteMatches(router);
    const other = [{ id: 'other', path: 'client-management' }];
    expect(router.matchRoutes(routes, '/client-management')!.at(-1)!.route.id).toBe(
      'routes/_app.client-management._index',
    );
    expect(router.matchRoutes(other, '/client-management')!.at(-1)!.route.id).toBe('other');
  });

  it('match a tree rebuilt in the same shape once, answering with the routes of the tree asked about', () => {
    const router = freshRouter();
    let calls = 0;
    const original = router.matchRoutes;
    router.matchRoutes = ((...args: Parameters<typeof original>) => {
      calls += 1;
      return original(...args);
    }) as typeof original;
    cacheRouteMatches(router);
    // What RemixServer does for every render: new route objects of the same routes.
    const rebuild = (tree: typeof routes): typeof routes => structuredClone(tree);
    const first = rebuild(routes);
    const second = rebuild(routes);
    const path = '/client-management/65f0c0ffee0000000000abcd';
    expect(router.matchRoutes(first, path)).toEqual(original(first, path));
    const matches = router.matchRoutes(second, path)!;
    expect(calls).toBe(1);
    expect(matches).toEqual(original(second, path));
    // Each match is the caller's own route object, not the first tree's.
    const layout = second[0]!.children![2]!;
    expect(matches.map((match: { route: unknown }) => match.route)).toEqual([
      second[0],
      layout,
      layout.children![1],
    ]);
    expect(matches[2]!.route).toBe(layout.children![1]);
    // A tree of another shape is matched on its own.
    const other = rebuild(routes);
    other[0]!.children![2]!.children![1]!.path = 'clients/:clientId';
    expect(router.matchRoutes(other, path)!.at(-1)!.route.id).toBe('routes/$');
  });

  it('is the module every Remix caller of matchRoutes loads', () => {
    const here = createRequire(import.meta.url);
    const resolvedFrom = (consumer: string) =>
      createRequire(here.resolve(consumer)).resolve('@remix-run/router');
    const runtime = resolvedFrom('@remix-run/server-runtime');
    expect(resolvedFrom('@remix-run/react')).toBe(runtime);
    expect(resolvedFrom('react-router')).toBe(runtime);
  });
});
