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
        v3_lazyRouteDiscovery: true,
        // v3_routeConfig stays off: it needs @remix-run/route-config and @remix-run/fs-routes,
        // which are not installed; flat file routes are what the conventions ask for anyway.
      },
    }),
  ],
});
