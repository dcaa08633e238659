// Types of env.mjs for TypeScript callers (e2e/).
export declare const REPO_ROOT: string;
export declare const DEFAULTS: Readonly<Record<string, string>>;
export declare const PRODUCTION_NODE_OPTIONS: string;
export declare const PROVIDER_SECRETS: readonly string[];
export declare function parseDotenv(text: string): Record<string, string>;
export declare function dataDirFor(root?: string, source?: NodeJS.ProcessEnv): string;
export declare function developmentSessionSecret(dataDir: string): string;
export declare function developmentInternalSecret(dataDir: string): string;
export declare function developmentRoomSecret(dataDir: string): string;
export declare function loadEnv(options?: {
  root?: string;
  base?: NodeJS.ProcessEnv;
  envFile?: string | false;
  generateSecret?: boolean;
}): { env: Record<string, string>; dataDir: string; fromFile: string[]; problems: string[] };
export declare function validateEnv(env: Record<string, string>): string[];
export declare const LOCAL_STRIPE_PORT: number;
export declare function localStripeEnv(
  env: Record<string, string>,
  dataDir: string,
): Record<string, string> | null;
