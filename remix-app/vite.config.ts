import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { bigCalendarViews } from './big-calendar-plugin.ts';
import { chunkModules } from './chunk-modules-plugin.ts';

declare module '@remix-run/node' {
  // Single fetch changes what loaders may return; this tells the types.
  interface Future {
    v3_singleFetch: true;
  }
}

const future = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  // On (ADR 0032): a page's HTML carries the manifest of its own routes, and the browser asks for the others
  // as links to them appear, so no page loads the manifest of every route (5 KB gzipped, growing per screen).
  v3_lazyRouteDiscovery: true,
  // v3_routeConfig stays off: it needs @remix-run/route-config and @remix-run/fs-routes,
  // which are not installed; flat file routes are what the conventions ask for anyway.
};

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  resolve: {
    alias: [
      // conform's zod adapter wraps a schema for form values with four functions of classic zod (pipe, transform,
      // optional, lazy), which bring all of classic zod (23 KB gzipped) to the browser. zod mini has the same four,
      // building the same core schemas, and the forms' schemas are zod mini's (ADR 0032).
      { find: /^zod\/v4$/, replacement: 'zod/mini' },
    ],
  },
  build: {
    target: 'es2022',
    cssMinify: true,
    // The browser's code by terser rather than esbuild (issue 30, ADR 0053): it folds what CommonJS packages
    // leave after bundling (react-big-calendar's modules, their interop) where esbuild does not; the Week view
    // ships 5 KB less of the calendar alone, and every page a few KB less of React and Remix. The build takes
    // longer. The server's build stays unminified, as Vite leaves it, for readable stack traces.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
  plugins: [
    remix({
      ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}', '**/.*'],
      future,
    }),
    bigCalendarViews(),
    chunkModules({ routeManifest: future.v3_lazyRouteDiscovery ? 'inline' : 'file' }),
  ],
}));
