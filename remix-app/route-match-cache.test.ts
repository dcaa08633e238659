import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cacheRouteMatches, narrowStaticHandlers, remixRouterModule } from './route-match-cache.js';

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

// Data routes as the server runtime hands them to the static handler: loaders, actions and error boundaries.
const json = (value: unknown) => Response.json(value);
const dataRoutes = [
  {
    id: 'root',
    path: '',
    hasErrorBoundary: true,
    loader: () => json({ root: true }),
    children: [
      { id: 'routes/_index', index: true, loader: () => json({ home: true }) },
      {
        id: 'routes/login',
        path: 'login',
        loader: () => null,
        action: async ({ request }: { request: Request }) =>
          json({ sent: (await request.formData()).get('email') }),
      },
      {
        id: 'routes/_app',
        hasErrorBoundary: true,
        loader: () => json({ shell: true }),
        children: [
          {
            id: 'routes/_app.client-management.$clientId',
            path: 'client-management/:clientId',
            loader: ({ params }: { params: Record<string, string> }) => json({ client: params.clientId }),
          },
          {
            id: 'routes/_app.view-messages.$clientId',
            path: 'view-messages/:clientId?',
            loader: ({ params }: { params: Record<string, string | undefined> }) =>
              json({ thread: params.clientId ?? null }),
          },
          {
            id: 'routes/_app.reports',
            path: 'reports',
            loader: () => {
              throw new Error('the report failed');
            },
          },
          {
            id: 'routes/_app.old',
            path: 'old',
            loader: () => new Response(null, { status: 302, headers: { Location: '/reports' } }),
          },
        ],
      },
      { id: 'routes/$', path: '*', loader: () => json({ missing: true }) },
    ],
  },
];

/** What a caller of `query` reads of its answer. */
async function answerOf(result: unknown) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  const context = result as {
    statusCode: number;
    matches: Array<{ route: { id: string }; params: object; pathname: string; pathnameBase: string }>;
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  const read = async (data: Record<string, unknown> | null) =>
    data === null
      ? null
      : Object.fromEntries(
          await Promise.all(
            Object.entries(data).map(async ([id, value]) => [
              id,
              value instanceof Response
                ? await value.clone().json()
                : value instanceof Error
                  ? value.message
                  : value,
            ]),
          ),
        );
  return {
    statusCode: context.statusCode,
    matches: context.matches.map(({ route, params, pathname, pathnameBase }) => ({
      id: route.id,
      params,
      pathname,
      pathnameBase,
    })),
    loaderData: await read(context.loaderData),
    actionData: await read(context.actionData),
    errors: await read(context.errors),
  };
}

describe('the static handler narrowed to the matched routes', () => {
  it("answers every page, form post, error, redirect and refusal as the whole tree's handler does", async () => {
    const module = remixRouterModule();
    const router = { matchRoutes: module.matchRoutes, createStaticHandler: module.createStaticHandler };
    cacheRouteMatches(router);
    const createNarrow = narrowStaticHandlers(router);
    expect(router.createStaticHandler).not.toBe(module.createStaticHandler);
    for (const basename of ['/', '/app']) {
      const whole = module.createStaticHandler(dataRoutes, { basename });
      const narrow = createNarrow(dataRoutes, { basename });
      const base = basename === '/' ? '' : basename;
      const requests = [
        ...[
          '/',
          '/login',
          '/client-management/65f0c0ffee0000000000abcd',
          '/client-management/a%20b',
          '/view-messages',
          '/view-messages/x?page=2',
          '/reports',
          '/old',
          '/no/such/page',
        ].map((path) => () => new Request(`http://localhost${base}${path}`)),
        () =>
          new Request(`http://localhost${base}/login`, {
            method: 'POST',
            body: new URLSearchParams({ email: 'a@b.c' }),
          }),
        () => new Request(`http://localhost${base}/reports`, { method: 'PUT' }),
        () => new Request(`http://localhost${base}/login`, { method: 'OPTIONS' }),
        () => new Request(`http://localhost/elsewhere`),
      ];
      for (const request of requests) {
        const expected = await answerOf(await whole.query(request()));
        // Twice: the first builds the chain's handler, the second uses the one kept.
        expect(await answerOf(await narrow.query(request()))).toEqual(expected);
        expect(await answerOf(await narrow.query(request()))).toEqual(expected);
      }
    }
  });

  it('builds one handler for each chain of matched routes, not one for each request', async () => {
    const module = remixRouterModule();
    let created = 0;
    const router = {
      matchRoutes: module.matchRoutes,
      createStaticHandler: (...args: Parameters<typeof module.createStaticHandler>) => {
        created += 1;
        return module.createStaticHandler(...args);
      },
    };
    cacheRouteMatches(router);
    const narrow = narrowStaticHandlers(router)(dataRoutes);
    expect(created).toBe(1);
    const paths = ['/client-management/a', '/client-management/b', '/client-management/a', '/reports', '/'];
    for (const path of paths) await narrow.query(new Request(`http://localhost${path}`));
    // The whole tree's, then one for the client page's chain (both clients), the report's and the home page's.
    expect(created).toBe(4);
  });
});
