// Remix matches a page's path against the whole route tree several times a request: the request handler, the
// static handler's query, the render's routes, and the lazy route discovery's manifest once for each parent
// path. @remix-run/router 1.x flattens, ranks and compiles every route's pattern on every call: under the page
// bench that was about a quarter of the web process's CPU (ADR 0061). A production build's routes never change
// while the process lives, so their matches are kept here, by the route tree's shape, base name and path. The
// render and the route discovery build a new tree of the same routes for every request (RemixServer's
// createServerRoutes), so a tree is known by its shape (each route's id, path, index and case flags, and its
// children), and a kept match names its route by its place in the tree, found again in the caller's own tree
// (ADR 0064).
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
 * routes), so they all get it; the router's own static handler calls its local function and still matches.
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
