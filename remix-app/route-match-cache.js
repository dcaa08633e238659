// Remix matches a page's path against the whole route tree several times a request: the request handler, the
// static handler's query, the render's routes, and the lazy route discovery's manifest once for each parent
// path. @remix-run/router 1.x flattens, ranks and compiles every route's pattern on every call: under the page
// bench that was about a quarter of the web process's CPU (ADR 0061). A production build's routes never change
// while the process lives, so their matches are kept here, by the route tree's shape, base name and path. The
// render and the route discovery build a new tree of the same routes for every request (RemixServer's
// createServerRoutes), so a tree is known by its shape (each route's id, path, index and case flags, and its
// children), and a kept match names its route by its place in the tree, found again in the caller's own tree
// (ADR 0064). The static handler's query matches with the router's module-local function, which no replacement
// reaches: narrowStaticHandlers gives it a tree of the matched routes alone (ADR 0068).
import { createRequire } from 'node:module';

/** Paths kept per route tree's shape; past this its matches are forgotten and kept again as they come. */
const MAX_PATHS = 1_000;
const MEMOIZED = Symbol.for('tele.route-match-cache');

/** @remix-run/router as the Remix server runtime loads it: the module whose `matchRoutes` its callers call. */
export function remixRouterModule() {
  const here = createRequire(import.meta.url);
  return createRequire(here.resolve('@remix-run/server-runtime'))('@remix-run/router');
}

/**
 * @typedef {{ params: Record<string, string | undefined>, route: object }} RouteMatch
 * @typedef {{ place: number[], params: Record<string, string | undefined>, pathname: string, pathnameBase: string }} KeptMatch
 */

/**
 * Replaces the module's `matchRoutes` with one that keeps its answers. Each caller gets its own copies of the
 * match objects and their params, so none can change another's. Callers reach `matchRoutes` through the module
 * object (`router.matchRoutes(...)`: the server runtime, @remix-run/react's route discovery, react-router's
 * routes), so they all get it; the router's own static handler calls its local function (narrowStaticHandlers).
 */
export function cacheRouteMatches(router = remixRouterModule()) {
  if (router.matchRoutes[MEMOIZED]) return router.matchRoutes;
  const matchRoutes = router.matchRoutes;
  /** @type {WeakMap<object, string>} each tree's shape, worked out once per tree */
  const shapes = new WeakMap();
  /** @type {Map<string, Map<string, KeptMatch[] | null>>} */
  const byShape = new Map();
  /**
   * @param {any} routes
   * @param {string | { pathname?: string }} location
   * @param {string} [basename]
   * @returns {RouteMatch[] | null}
   */
  function cachedMatchRoutes(routes, location, basename = '/') {
    const path = typeof location === 'string' ? location : (location?.pathname ?? '/');
    const key = `${basename}\u0000${path}`;
    let shape = shapes.get(routes);
    if (shape === undefined) shapes.set(routes, (shape = shapeOf(routes)));
    let paths = byShape.get(shape);
    if (!paths) {
      if (byShape.size >= MAX_SHAPES) byShape.clear();
      byShape.set(shape, (paths = new Map()));
    }
    /** @type {KeptMatch[] | null | undefined} */
    let kept = paths.get(key);
    if (kept === undefined) {
      /** @type {RouteMatch[] | null} */
      const found = matchRoutes(routes, location, basename);
      const placed = found ? keepMatches(routes, found) : null;
      // A match whose route is not in the tree (never seen) is answered, not kept.
      if (found && !placed) return found;
      if (paths.size >= MAX_PATHS) paths.clear();
      kept = placed;
      paths.set(key, kept);
    }
    if (!kept) return null;
    return kept.map((match) => ({
      params: { ...match.params },
      pathname: match.pathname,
      pathnameBase: match.pathnameBase,
      route: routeAt(routes, match.place),
    }));
  }
  cachedMatchRoutes[MEMOIZED] = true;
  router.matchRoutes = cachedMatchRoutes;
  return cachedMatchRoutes;
}

/** Methods the static handler answers (anything else it refuses with 405, which the whole tree's handler does). */
const QUERY_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Narrow handlers kept per handler: one per chain of routes a path matched (a build has about a hundred). */
const MAX_NARROW_HANDLERS = 1_000;
const NARROWED = Symbol.for('tele.narrow-static-handlers');

/**
 * Replaces the module's `createStaticHandler` with one whose `query` (every page and every data request) runs on
 * a handler built over only the routes the path matches: the root, its layouts and the page (ADR 0068). The
 * router's own `query` matches the path against the whole tree again, flattening, ranking and compiling every
 * route's pattern (6.6 to 8.3% of the web's CPU under the page bench); over the matched chain alone that is a
 * handful of routes. The chain is found through the module's `matchRoutes` (kept by cacheRouteMatches), and its
 * handler is made once and kept. Its answer is the one the whole tree's handler gives: the same routes (copies,
 * with the same ids, loaders, actions and boundaries), so the same matches, data, errors and redirects. Anything
 * unmatched, and a method the handler refuses, goes to the whole tree's handler, which answers its 404 or 405;
 * `queryRoute` (resource routes) is the whole tree's.
 */
export function narrowStaticHandlers(router = remixRouterModule()) {
  if (router.createStaticHandler[NARROWED]) return router.createStaticHandler;
  const createStaticHandler = router.createStaticHandler;
  /** @param {any[]} routes @param {any} [options] */
  function createNarrowingStaticHandler(routes, options) {
    const whole = createStaticHandler(routes, options);
    const basename = options?.basename || '/';
    /** @type {Map<string, any>} */
    const byChain = new Map();
    /** @param {Array<{ route: any }>} matches */
    const handlerFor = (matches) => {
      const chain = matches.map((match) => match.route.id).join('\u0000');
      let handler = byChain.get(chain);
      if (!handler) {
        if (byChain.size >= MAX_NARROW_HANDLERS) byChain.clear();
        handler = createStaticHandler(branchOf(matches), options);
        byChain.set(chain, handler);
      }
      return handler;
    };
    return {
      ...whole,
      /** @param {Request} request @param {any} [queryOptions] */
      query(request, queryOptions) {
        if (!QUERY_METHODS.has(request.method.toUpperCase())) return whole.query(request, queryOptions);
        const matches = router.matchRoutes(routes, new URL(request.url).pathname, basename);
        return matches
          ? handlerFor(matches).query(request, queryOptions)
          : whole.query(request, queryOptions);
      },
    };
  }
  createNarrowingStaticHandler[NARROWED] = true;
  router.createStaticHandler = createNarrowingStaticHandler;
  return createNarrowingStaticHandler;
}

/**
 * The matched routes as a tree of their own: each route copied with its next as its only child, the page last.
 * @param {Array<{ route: any }>} matches
 */
function branchOf(matches) {
  /** @type {any} */
  let below;
  for (const { route } of [...matches].reverse()) below = { ...route, children: below ? [below] : undefined };
  return [below];
}

/** Route trees of different shapes kept at once (a build has one; tests make a few). */
const MAX_SHAPES = 16;

/**
 * @param {any[]} routes
 * @returns {string}
 */
function shapeOf(routes) {
  return routes
    .map(
      (route) =>
        `${route.id ?? ''}\u0001${route.path ?? ''}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}` +
        (route.children ? `(${shapeOf(route.children)})` : ''),
    )
    .join('\u0002');
}

/**
 * The matches with each route named by its place in the tree (child indexes from the top), or null when a
 * match's route is not in it.
 * @param {any[]} routes
 * @param {any[]} found
 * @returns {KeptMatch[] | null}
 */
function keepMatches(routes, found) {
  /** @type {Map<object, number[]>} */
  const places = new Map();
  /** @param {any[]} level @param {number[]} above */
  const visit = (level, above) =>
    level.forEach((route, index) => {
      places.set(route, [...above, index]);
      if (route.children) visit(route.children, [...above, index]);
    });
  visit(routes, []);
  const kept = found.map((match) => ({
    place: places.get(match.route),
    params: { ...match.params },
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  }));
  return kept.every((match) => match.place) ? /** @type {KeptMatch[]} */ (kept) : null;
}

/** @param {any[]} routes @param {number[]} place */
function routeAt(routes, place) {
  let level = routes;
  let route;
  for (const index of place) {
    route = level[index];
    level = route.children;
  }
  return route;
}
