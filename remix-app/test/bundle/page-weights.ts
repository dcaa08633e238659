import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_BYTES, CLIENT_PAGES, CLIENT_PAGE_PREFIXES, LAZY_VIEWS } from '../../bundle-budgets.ts';
import {
  CHUNK_MODULES_FILE,
  type ChunkModules,
  type ClientBuildModules,
} from '../../chunk-modules-plugin.ts';

/*
 * The JavaScript each page of a production build ships, gzipped (`npm run build -w @tele/remix-app`): read from
 * the route manifest the browser loads, with the source modules of each chunk from the chunk-modules plugin.
 */

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

/** What stands for the route manifest among a page's files when its HTML carries it (lazy route discovery). */
export const INLINE_MANIFEST = '(route manifest inlined in the page)';

export interface PageWeight {
  /** The route id, or a lazy view's name (bundle-budgets.ts, LAZY_VIEWS). */
  id: string;
  isClientPage: boolean;
  budget: number;
  /** Gzipped bytes of every file the page loads before it is usable. */
  total: number;
  /** Those files (as the manifest names them, `/assets/...`), each with its gzipped bytes. */
  files: { file: string; bytes: number }[];
}

/** A build's pages and what they ship. */
export interface BuildWeights {
  pages: PageWeight[];
  /** The lazy views of bundle-budgets.ts: a page with the chunks it loads once started. */
  views: PageWeight[];
  /** The files every page loads (the entry: React and Remix; the root route), and their gzipped bytes. */
  shared: { files: ReadonlySet<string>; bytes: number };
  /** The source modules of what a page ships beyond the shared files, largest first. */
  ownModulesOf(page: PageWeight): { name: string; bytes: number }[];
}

export const isClientPage = (id: string) =>
  CLIENT_PAGES.includes(id) || CLIENT_PAGE_PREFIXES.some((prefix) => id.startsWith(prefix));

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `buildDir` is remix-app/build (or a copy of one). */
export function readBuildWeights(buildDir: string): BuildWeights {
  const clientDir = path.join(buildDir, 'client');
  const manifest = readManifest(clientDir);
  const { routeManifest, chunks, imports } = readChunkModules(buildDir);
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const pages = pagesOf(manifest).map((id): PageWeight => {
    const chain = chainOf(manifest, id);
    const files = filesOf(manifest, chain).map((file) => ({ file, bytes: gzipped(file) }));
    files.unshift(
      routeManifest === 'inline'
        ? { file: INLINE_MANIFEST, bytes: inlineManifestBytes(manifest, chain) }
        : { file: manifest.url, bytes: gzipped(manifest.url) },
    );
    return {
      id,
      isClientPage: isClientPage(id),
      budget: isClientPage(id) ? BUDGET_BYTES.client : BUDGET_BYTES.other,
      total: files.reduce((sum, { bytes }) => sum + bytes, 0),
      files,
    };
  });
  const sharedFiles = sharedFilesOf(pages);
  const views = LAZY_VIEWS.map((view): PageWeight => {
    const page = pages.find((candidate) => candidate.id === view.page);
    if (!page) throw new Error(`${view.name}: no page ${view.page} in the build`);
    const loaded = lazyFilesOf({ chunks, imports }, view.loads).filter(
      (file) => !page.files.some((entry) => entry.file === file),
    );
    const files = [...page.files, ...loaded.map((file) => ({ file, bytes: gzipped(file) }))];
    return {
      id: view.name,
      isClientPage: page.isClientPage,
      budget: view.budget,
      total: files.reduce((sum, { bytes }) => sum + bytes, 0),
      files,
    };
  });
  return {
    pages,
    views,
    shared: {
      files: sharedFiles,
      bytes: (pages[0]?.files ?? [])
        .filter(({ file }) => sharedFiles.has(file))
        .reduce((sum, { bytes }) => sum + bytes, 0),
    },
    ownModulesOf: (page) => {
      const bytesByName = new Map<string, number>();
      for (const { file, bytes } of page.files.filter(({ file }) => !sharedFiles.has(file))) {
        for (const [name, share] of sharesOf(chunks.get(file.replace(/^\//, '')), file, bytes))
          bytesByName.set(name, (bytesByName.get(name) ?? 0) + share);
      }
      return [...bytesByName].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
    },
  };
}

/**
 * The files a lazily loaded module brings (`/assets/...`): the chunk that holds it and every chunk that one
 * imports, transitively. A build without import lists (before issue 30) cannot say: it throws.
 */
function lazyFilesOf(
  { chunks, imports }: { chunks: Map<string, ChunkModules['modules']>; imports: Map<string, string[]> },
  module: string,
): string[] {
  const entry = [...imports.keys()].find((file) => module in (chunks.get(file) ?? {}));
  if (!entry) throw new Error(`no chunk of this build with its imports listed holds ${module}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of imports.get(file) ?? []) visit(imported);
  };
  visit(entry);
  return [...files].map((file) => `/${file}`);
}

/** The files every page loads. The inline manifest is not one of them: it differs per page, under one name. */
function sharedFilesOf(pages: PageWeight[]): Set<string> {
  const [first, ...others] = pages;
  return new Set(
    (first?.files ?? [])
      .map(({ file }) => file)
      .filter(
        (file) =>
          file !== INLINE_MANIFEST && others.every((page) => page.files.some((entry) => entry.file === file)),
      ),
  );
}

/** The route manifest the browser loads (`window.__remixManifest={...}` in build/client/assets/manifest-*.js). */
function readManifest(clientDir: string): Manifest {
  const assetsDir = path.join(clientDir, 'assets');
  if (!existsSync(assetsDir)) throw new Error(`no production build in ${clientDir}: run npm run build first`);
  const files = readdirSync(assetsDir).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (files.length !== 1)
    throw new Error(`expected one route manifest in ${assetsDir}, found ${files.length}`);
  const source = readFileSync(path.join(assetsDir, files[0]!), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return { ...(JSON.parse(json) as Omit<Manifest, 'url'>), url: `/assets/${files[0]}` };
}

/** The routes a page renders: root, its layouts, the page. */
function chainOf(manifest: Manifest, routeId: string): RouteAssets[] {
  const chain: RouteAssets[] = [];
  for (
    let route: RouteAssets | undefined = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route);
  return chain;
}

/** The code files a page loads before it is usable: the entry, and each route of its chain with its imports. */
function filesOf(manifest: Manifest, chain: RouteAssets[]): string[] {
  return [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
    ]),
  ];
}

/** What Remix writes into the page's HTML with lazy route discovery: the manifest with the page's routes only. */
function inlineManifestBytes(manifest: Manifest, chain: RouteAssets[]): number {
  const { url: _url, ...rest } = manifest;
  const routes = Object.fromEntries(chain.map((route) => [route.id, route]));
  return gzipSync(`window.__remixManifest=${JSON.stringify({ ...rest, routes })};`).length;
}

/** The pages: every route with a path of its own or an index, each measured with the layouts above it. */
function pagesOf(manifest: Manifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.id !== 'root' && (route.path !== undefined || route.index === true))
    .map((route) => route.id)
    .sort();
}

/**
 * The chunk-modules plugin's description of the build, its chunks by file. A build made without the plugin
 * (before issue 25) loaded the manifest as a file and has no module lists.
 */
function readChunkModules(buildDir: string): {
  routeManifest: ClientBuildModules['routeManifest'];
  chunks: Map<string, ChunkModules['modules']>;
  /** Each chunk's static imports, when the build lists them. */
  imports: Map<string, string[]>;
} {
  const file = path.join(buildDir, CHUNK_MODULES_FILE);
  if (!existsSync(file)) return { routeManifest: 'file', chunks: new Map(), imports: new Map() };
  const build = JSON.parse(readFileSync(file, 'utf8')) as ClientBuildModules;
  return {
    routeManifest: build.routeManifest,
    chunks: new Map(build.chunks.map((chunk) => [chunk.file, chunk.modules])),
    imports: new Map(
      build.chunks.flatMap((chunk) => (chunk.imports ? [[chunk.file, chunk.imports] as const] : [])),
    ),
  };
}

/**
 * A chunk's gzipped bytes shared among its modules in proportion to their minified code (gzip works on the whole
 * file, so a module's own figure is an estimate). A package's modules count as one (`zod`); the manifest and a
 * chunk without a module list count under their file name.
 */
function sharesOf(
  modules: ChunkModules['modules'] | undefined,
  file: string,
  bytes: number,
): [string, number][] {
  const total = modules ? Object.values(modules).reduce((sum, length) => sum + length, 0) : 0;
  if (!modules || total === 0) return [[file, bytes]];
  return Object.entries(modules).map(([name, length]) => [packageOf(name) ?? name, (bytes * length) / total]);
}

const packageOf = (name: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1];
