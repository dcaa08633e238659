import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGET_BYTES, CLIENT_PAGES, CLIENT_PAGE_PREFIXES } from '../../bundle-budgets.ts';

/*
 * The JavaScript each page ships, read from the production build (`npm run build -w @tele/remix-app`; npm test
 * builds before it runs this), against bundle-budgets.ts.
 */
const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const clientDir = path.join(appRoot, 'build/client');

interface RouteAssets {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
}

/** The route manifest the browser loads (`window.__remixManifest={...}` in build/client/assets/manifest-*.js). */
function readManifest(): Manifest {
  const assetsDir = path.join(clientDir, 'assets');
  expect(existsSync(assetsDir), `no production build in ${clientDir}: run npm run build first`).toBe(true);
  const files = readdirSync(assetsDir).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  expect(files, 'one route manifest in the build').toHaveLength(1);
  const source = readFileSync(path.join(assetsDir, files[0]!), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return { ...(JSON.parse(json) as Omit<Manifest, 'url'>), url: `/assets/${files[0]}` };
}

const sizes = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file))).length;
    sizes.set(file, size);
  }
  return size;
}

/** The files a page loads before it is usable: the entry, each route of its chain with its imports, the manifest. */
function filesOf(manifest: Manifest, routeId: string): string[] {
  const chain: RouteAssets[] = [];
  for (
    let route: RouteAssets | undefined = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route);
  return [
    ...new Set([
      manifest.url,
      manifest.entry.module,
      ...manifest.entry.imports,
      ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
    ]),
  ];
}

/** The pages: every route with a path of its own or an index, each measured with the layouts above it. */
function pagesOf(manifest: Manifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.id !== 'root' && (route.path !== undefined || route.index === true))
    .map((route) => route.id);
}

const isClientPage = (id: string) =>
  CLIENT_PAGES.includes(id) || CLIENT_PAGE_PREFIXES.some((prefix) => id.startsWith(prefix));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('JavaScript shipped per page, gzipped', () => {
  const manifest = readManifest();
  const pages = pagesOf(manifest);

  it('finds the pages of the build, the client pages among them', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const id of CLIENT_PAGES) expect(pages, `${id} is listed as a client page`).toContain(id);
  });

  const measured = pages.map((id) => {
    const files = filesOf(manifest, id);
    const total = files.reduce((sum, file) => sum + gzippedSize(file), 0);
    const budget = isClientPage(id) ? BUDGET_BYTES.client : BUDGET_BYTES.other;
    return { id, files, total, budget, figures: `${kb(total)} of ${kb(budget)}` };
  });

  it.each(measured)('$id ships $figures', ({ id, files, total, budget }) => {
    const largest = [...files]
      .sort((a, b) => gzippedSize(b) - gzippedSize(a))
      .slice(0, 6)
      .map((file) => `${file} ${kb(gzippedSize(file))}`)
      .join(', ');
    expect(
      total,
      `${id} ships ${kb(total)}, over its ${kb(budget)}; largest: ${largest}`,
    ).toBeLessThanOrEqual(budget);
  });
});
