// Types of service-urls.mjs for TypeScript callers (e2e/).
export type ProbeResult = { ok: true; version: string } | { ok: false; reason: string; message: string };
export declare function parseDatabaseUrl(url: string): {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
};
export declare function parseRedisUrl(url: string): {
  host: string;
  port: number;
  username: string;
  password: string;
  db: number;
};
export declare function isLocalHost(host: string): boolean;
export declare function probeMysql(host: string, port: number, timeoutMs?: number): Promise<ProbeResult>;
export declare function probeRedis(host: string, port: number, timeoutMs?: number): Promise<ProbeResult>;
export declare function redisCommand(redisUrl: string, ...command: (string | number)[]): Promise<unknown>;
