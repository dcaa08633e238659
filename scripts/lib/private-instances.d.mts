// Types of private-instances.mjs for TypeScript callers (e2e/).
import type { ProbeResult } from './service-urls.mjs';

/** What a start returns, and (with startedAt) what its state file <kind>.json holds. */
export interface PrivateInstance {
  pid: number;
  port: number;
  log: string;
  binary: string;
}
export declare const INSTALL_HINT: string;
export declare function findBinary(names: string[]): string | null;
export declare function isAlive(pid: number | null | undefined): boolean;
export declare function readState(file: string): (PrivateInstance & { startedAt?: string }) | null;
export declare function withLock<T>(dataDir: string, name: string, fn: () => Promise<T>): Promise<T>;
export declare function stopPid(pid: number, graceMs?: number): Promise<void>;
export declare function waitUntil(
  probe: () => Promise<ProbeResult>,
  options: { pid?: number; what: string; log: string },
): Promise<Extract<ProbeResult, { ok: true }>>;
export declare function startPrivateMysql(
  target: { host: string; port: number; user: string; password: string },
  dataDir: string,
  log: (line: string) => void,
): Promise<PrivateInstance>;
export declare function startPrivateRedis(
  target: { port: number; password: string },
  dataDir: string,
  log: (line: string) => void,
): Promise<PrivateInstance>;
