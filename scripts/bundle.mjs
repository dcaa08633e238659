#!/usr/bin/env node
// Bundles a Node service of this repository with esbuild. Run from the workspace directory:
//
//   node ../scripts/bundle.mjs src/server.ts src/db/cli.ts --outdir=dist   ->  dist/server.js, dist/cli.js
//
// Every npm dependency (of this workspace, of the @tele/* workspaces it uses, and of the root) stays
// external and is loaded from node_modules at run time; the @tele/* workspaces are TypeScript sources
// and are bundled in. The output is ESM for Node 24 with source maps, one file per entry named after
// the entry. Nothing else is copied.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cwd = process.cwd();

function usage(message) {
  if (message) console.error(`bundle: ${message}`);
  console.error('usage: node ../scripts/bundle.mjs <entry.ts>... [--outdir=dist] [--minify] [--watch]');
  process.exit(2);
}

const entries = [];
let outdir = 'dist';
let minify = false;
let watch = false;
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('--outdir=')) outdir = arg.slice('--outdir='.length);
  else if (arg === '--minify') minify = true;
  else if (arg === '--watch') watch = true;
  else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
  else entries.push(arg);
}
if (entries.length === 0) usage('no entry points');

/** @type {Record<string, string>} */
const entryPoints = {};
for (const entry of entries) {
  if (!existsSync(path.resolve(cwd, entry))) usage(`${entry} does not exist (in ${cwd})`);
  const name = path.basename(entry).replace(/\.[cm]?[jt]sx?$/, '');
  if (entryPoints[name]) usage(`two entries would both be ${name}.js: ${entryPoints[name]} and ${entry}`);
  entryPoints[name] = entry;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const DEP_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const depsOf = (pkg) => DEP_FIELDS.flatMap((field) => Object.keys(pkg[field] ?? {}));

// The workspaces of the root package.json, by package name.
const rootPkg = readJson(path.join(ROOT, 'package.json'));
/** @type {Map<string, object>} */
const workspaces = new Map();
for (const dir of rootPkg.workspaces ?? []) {
  const file = path.join(ROOT, dir, 'package.json');
  if (existsSync(file)) {
    const pkg = readJson(file);
    workspaces.set(pkg.name, pkg);
  }
}
const isWorkspace = (name) => name.startsWith('@tele/') || workspaces.has(name);

const ownPkgFile = path.join(cwd, 'package.json');
if (!existsSync(ownPkgFile)) usage(`run it from a workspace directory (no package.json in ${cwd})`);

// This workspace, the workspaces it depends on (transitively) and the root.
const external = new Set();
const seen = new Set();
const queue = [readJson(ownPkgFile), rootPkg];
while (queue.length) {
  const pkg = queue.shift();
  for (const dep of depsOf(pkg)) {
    if (isWorkspace(dep)) {
      if (!seen.has(dep) && workspaces.has(dep)) {
        seen.add(dep);
        queue.push(workspaces.get(dep));
      }
    } else {
      external.add(dep);
      external.add(`${dep}/*`);
    }
  }
}

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.error('bundle: esbuild is not installed (npm install at the repository root)');
  process.exit(1);
}

// ESM output has no require/__dirname/__filename; bundled CommonJS code and older libraries expect
// them. `var` (not const) so that a bundled module declaring its own __dirname does not collide.
const banner = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  "import { dirname as __bundleDirname } from 'node:path';",
  'var require = __bundleCreateRequire(import.meta.url);',
  'var __filename = __bundleFileURLToPath(import.meta.url);',
  'var __dirname = __bundleDirname(__filename);',
].join('\n');

const absOutdir = path.resolve(cwd, outdir);
if (absOutdir === cwd || absOutdir === ROOT || !absOutdir.startsWith(cwd + path.sep)) {
  usage(`--outdir must be a directory inside ${cwd}`);
}

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: cwd,
  entryPoints,
  outdir: absOutdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  minify,
  keepNames: true,
  external: [...external].sort(),
  banner: { js: banner },
  logLevel: 'warning',
  metafile: true,
};

if (watch) {
  const context = await esbuild.context({ ...options, logLevel: 'info' });
  await context.watch();
} else {
  rmSync(absOutdir, { recursive: true, force: true });
  const started = Date.now();
  try {
    const result = await esbuild.build(options);
    const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
    const summary = outputs
      .map(
        (file) =>
          `${path.relative(cwd, path.resolve(cwd, file))} ${(statSync(path.resolve(cwd, file)).size / 1024).toFixed(0)} KiB`,
      )
      .join(', ');
    console.log(`bundle: ${summary} in ${Date.now() - started} ms (${external.size / 2} packages external)`);
  } catch {
    // esbuild has already printed the errors.
    process.exit(1);
  }
}
