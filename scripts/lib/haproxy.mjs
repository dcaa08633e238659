// HAProxy's configuration for local servers behind a balancer: the many-instances journey (e2e/many-instances) and
// the instances bench (legacy-api/bench/instances.bench.ts) run the same one, so the bench measures the balancer
// the journey proves. Node built-ins only.

/**
 * The configuration text: HAProxy's settings for every frontend (round robin, each server health-checked twice a
 * second, a refused connection retried on another server, live event streams kept open), then one frontend and
 * backend per entry of `frontends`, and a statistics page when `statsPort` is given.
 *
 *   haproxyConfig({ frontends: [{ name: 'api', port: 7410, servers: [7411, 7412], check: { path: '/health' } }] })
 *
 * @param {{
 *   frontends: Array<{ name: string, port: number, servers: number[], check: { path: string, expect?: string } }>,
 *   statsPort?: number,
 *   checkInterval?: string,
 * }} options `check.expect` is HAProxy's `http-check expect` (default `status 200`); server n of a frontend is
 *   named `{name}-{n}`, its backend `{name}s`; `checkInterval` is how often each server is checked (HAProxy's
 *   `inter`, default `500ms`: a check costs an idle API a few milliseconds of CPU, ADR 0066).
 * @returns {string}
 */
export function haproxyConfig({ frontends, statsPort, checkInterval = '500ms' }) {
  const sections = frontends.map(
    ({ name, port, servers, check }) => `
frontend ${name}
  bind 127.0.0.1:${port}
  default_backend ${name}s

backend ${name}s
  balance roundrobin
  option httpchk GET ${check.path}
  http-check expect ${check.expect ?? 'status 200'}
${servers.map((server, i) => `  server ${name}-${i + 1} 127.0.0.1:${server} check`).join('\n')}
`,
  );
  const stats =
    statsPort === undefined
      ? ''
      : `
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
  stats refresh 1s
`;
  return `global
  maxconn 4096
  log stderr format short local0 warning

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # The live event streams stay open.
  timeout tunnel 1h
  # A server that refuses the connection (killed, not yet marked down) is retried on another one.
  retries 2
  option redispatch 1
  default-server inter ${checkInterval} fall 2 rise 2
${sections.join('')}${stats}`;
}
