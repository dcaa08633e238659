import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy a fault test controls, in front of the shared MariaDB or Redis (which nobody may stop: everyone's
 * tests and CI use them). `down()` is what a client sees when its server restarts: every open connection is
 * reset and new connections are refused (the listening socket is closed, so the port answers RST). `up()`
 * accepts again on the same port. Point DATABASE_URL / REDIS_URL at `urlFor(...)`.
 */
export interface TcpProxy {
  readonly port: number;
  /** The given URL with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  /** Resets every open connection and refuses new ones. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  /** Connections open through the proxy now. */
  readonly openConnections: number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      open.add(client);
      open.add(upstream);
      const cut = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', cut);
      upstream.on('error', cut);
      client.on('close', cut);
      upstream.on('close', cut);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };

  const stopListening = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  const resetAll = () => {
    // A reset, as when a server process dies: the client's next read or write fails at once.
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async down() {
      const closing = stopListening();
      resetAll();
      await closing;
    },
    async up() {
      if (!server) await listen();
    },
    get openConnections() {
      return open.size;
    },
    async close() {
      const closing = stopListening();
      resetAll();
      await closing;
    },
  };
}

/** The host and port a service URL names (mysql:// or redis://), with the protocol's default port. */
export function targetOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  const defaults: Record<string, number> = { 'mysql:': 3306, 'mariadb:': 3306, 'redis:': 6379 };
  return {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : (defaults[parsed.protocol] ?? 0),
  };
}
