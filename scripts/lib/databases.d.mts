// Types of databases.mjs for TypeScript callers (e2e/).
export declare function ensureDatabase(
  databaseUrl: string,
  root?: string,
  log?: (line: string) => void,
): Promise<void>;
export declare function recreateDatabase(databaseUrl: string, root?: string): Promise<void>;
export declare function withDatabase(databaseUrl: string, database: string): string;
export declare function withRedisDb(redisUrl: string, db: number): string;
