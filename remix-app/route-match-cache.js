// Remix matches a page's path against the whole route tree several times a request: the request handler, the
// static handler's query, the render's routes, and the lazy route discovery's manifest once for each parent
// path. @remix-run/router 1.x flattens, ranks and compiles every route's pattern on every call: under the page
// bench that was about a quarter of the web process's CPU (ADR 0061). A production build's routes never change
// while the process lives, so their matches are kept here, by route tree, base name and path.
import { createRequire } from 'node:module';

/** Paths kept per route tree; past this the tree's matches are forgotten and kept again as they come. */
const MAX_PATHS = 1_000;
const MEMOIZED = Symbol.for('tele.route-match-cache');

/** @remix-run/router as the Remix server runtime loads it: the module whose `matchRoutes` its callers call. */
export function remixRouterModule() {
  const here = createRequire(import.meta.url);
  return createRequire(here.resolve('@remix-run/server-runtime'))('@remix-run/router');
}

/**
 * Replaces the module's `matchRoutes` with one that keeps its answers. Each caller gets its own copies of the
 * match objects and their params, so none can change another's. Callers reach `matchRoutes` through the module
 * object (`router.matchRoutes(...)`: the server runtime, @remix-run/react's route discovery, react-router's
 * routes), so they all get it; the router's own static handler calls its local function and still matches.
 */
export function cacheRouteMatches(router = remixRouterModule()) {
  if (router.matchRoutes[MEMOIZED]) return router.matchRoutes;
  const matchRoutes = router.matchRoutes;
  /** @typedef {{ params: Record<string, string | undefined> }} RouteMatch */
  /** @type {WeakMap<object, Map<string, RouteMatch[] | null>>} */
  const byTree = new WeakMap();
  /**
   * @param {object} routes
   * @param {string | { pathname?: string }} location
   * @param {string} [basename]
   * @returns {RouteMatch[] | null}
   */
  function cachedMatchRoutes(routes, location, basename = '/') {
    const path = typeof location === 'string' ? location : (location?.pathname ?? '/');
    const key = `${basename}\u0000${path}`;
    let paths = byTree.get(routes);
    if (!paths) byTree.set(routes, (paths = new Map()));
    let matches = paths.get(key);
    if (matches === undefined) {
      /** @type {RouteMatch[] | null} */
      const found = matchRoutes(routes, location, basename);
      if (paths.size >= MAX_PATHS) paths.clear();
      paths.set(key, found);
      matches = found;
    }
    return matches && matches.map((match) => ({ ...match, params: { ...match.params } }));
  }
  cachedMatchRoutes[MEMOIZED] = true;
  router.matchRoutes = cachedMatchRoutes;
  return cachedMatchRoutes;
}
