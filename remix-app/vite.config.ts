import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  // Single fetch changes what loaders may return; this tells the types.
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: 3000 },
  build: { target: 'es2022', cssMinify: true },
  plugins: [
    remix({
      ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}', '**/.*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // Off: the app has a few dozen routes, so the browser loads the whole route manifest once as a cached
        // file, instead of every page request matching the routes again to inline a partial manifest.
        v3_lazyRouteDiscovery: false,
        // v3_routeConfig stays off: it needs @remix-run/route-config and @remix-run/fs-routes,
        // which are not installed; flat file routes are what the conventions ask for anyway.
      },
    }),
  ],
});
