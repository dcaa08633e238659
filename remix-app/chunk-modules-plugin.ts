import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithEsbuild, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Writes, for the browser build, which source modules each output chunk holds and how much code each rendered
 * (`build/.vite/client-modules.json`, beside Remix's own Vite manifests: inside build/ but outside build/client,
 * so it is never served). The bundle budgets (test/bundle/budgets.test.ts) read it to name the source modules
 * of a page over its budget, not only its hashed chunk files.
 */
export const CHUNK_MODULES_FILE = '.vite/client-modules.json';

/**
 * One output chunk: its file (under build/client), each module's code in it, minified, in bytes, and the
 * chunks it imports statically (loaded with it; absent in builds made before issue 30).
 */
export interface ChunkModules {
  file: string;
  modules: Record<string, number>;
  imports?: string[];
}

export interface ClientBuildModules {
  /**
   * How a page gets the route manifest: one file of every route (`file`), or, with Remix's lazy route discovery,
   * its own routes inlined in the HTML (`inline`).
   */
  routeManifest: 'file' | 'inline';
  chunks: ChunkModules[];
}

export function chunkModules({ routeManifest }: Pick<ClientBuildModules, 'routeManifest'>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tele:chunk-modules',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const chunks: ChunkModules[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.code) modules[sourceName(config.root, id)] = await minifiedLength(module.code);
        }
        chunks.push({ file: output.fileName, modules, imports: output.imports });
      }
      // build.outDir is build/client; Remix empties build/ before each build, so no stale file survives.
      const file = path.resolve(config.build.outDir, '..', CHUNK_MODULES_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      const written: ClientBuildModules = { routeManifest, chunks };
      writeFileSync(file, `${JSON.stringify(written, null, 1)}\n`);
    },
  };
}

/** A module's id as a person reads it: relative to the repository, without Vite's query or virtual prefix. */
function sourceName(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return path.isAbsolute(clean) ? path.relative(path.resolve(root, '..'), clean) : clean;
}

/**
 * Rollup's rendered lengths are taken before minification, and some packages arrive minified (react-dom) while
 * others do not (the Remix router): each module's code is minified alone so that their shares compare.
 */
async function minifiedLength(code: string): Promise<number> {
  try {
    const { code: minified } = await transformWithEsbuild(code, 'module.js', { minify: true });
    return Buffer.byteLength(minified);
  } catch {
    return Buffer.byteLength(code); // a fragment esbuild cannot read alone: counted as written
  }
}
