// Types of haproxy.mjs for TypeScript callers (e2e/, legacy-api/bench/).
export interface BalancedFrontend {
  name: string;
  port: number;
  /** The ports of the servers behind it, on 127.0.0.1. */
  servers: number[];
  /** The health check: `GET path`, and HAProxy's `http-check expect` (default `status 200`). */
  check: { path: string; expect?: string };
}
export declare function haproxyConfig(options: {
  frontends: BalancedFrontend[];
  statsPort?: number;
  checkInterval?: string;
}): string;
