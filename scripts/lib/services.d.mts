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
export declare function ensureServices(options: {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<{ mariadb: ServiceInfo; redis: ServiceInfo }>;
export declare function describeService(service: ServiceInfo): string;
export declare function privateServices(
  dataDir: string,
): { kind: string; pid: number; port: number; log: string; alive: boolean }[];
export declare function stopPrivateServices(dataDir: string, log?: (line: string) => void): Promise<void>;
