// Types of services.mjs for TypeScript callers (e2e/).
export interface ServiceInfo {
  kind: 'mariadb' | 'redis';
  host: string;
  port: number;
  version: string;
  private: boolean;
  pid?: number;
  reused?: boolean;
}
export type ProbeResult = { ok: true; version: string } | { ok: false; reason: string; message: string };
export declare const INSTALL_HINT: string;
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
export declare function probeMysql(host: string, port: number, timeoutMs?: number): Promise<ProbeResult>;
export declare function probeRedis(host: string, port: number, timeoutMs?: number): Promise<ProbeResult>;
export declare function redisCommand(redisUrl: string, ...command: (string | number)[]): Promise<unknown>;
export declare function findBinary(names: string[]): string | null;
export declare function ensureServices(options: {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<{ mariadb: ServiceInfo; redis: ServiceInfo }>;
export declare function privateServices(
  dataDir: string,
): { kind: string; pid: number; port: number; log: string; alive: boolean }[];
export declare function stopPrivateServices(dataDir: string, log?: (line: string) => void): Promise<void>;
export declare function ensureDatabase(
  databaseUrl: string,
  root?: string,
  log?: (line: string) => void,
): Promise<void>;
export declare function isLocalHost(host: string): boolean;
export declare function recreateDatabase(databaseUrl: string, root?: string): Promise<void>;
export declare function withDatabase(databaseUrl: string, database: string): string;
export declare function withRedisDb(redisUrl: string, db: number): string;
