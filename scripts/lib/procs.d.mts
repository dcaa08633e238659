// Types of procs.mjs for TypeScript callers (e2e/).
import type { ChildProcess } from 'node:child_process';

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  ms: number;
  /** What the command printed, when run with `buffer` (else empty). */
  output: string;
}
export declare function paint(colour: string, text: string): string;
export declare const sleep: (ms: number) => Promise<void>;
export declare function poll<T>(
  attempt: () => T | Promise<T>,
  options: { timeoutMs: number; intervalMs?: number; until?: (value: T) => boolean },
): Promise<{ ok: boolean; value: T }>;
export declare const NPM: string;
export declare const NPX: string;
export declare function run(
  command: string,
  args: string[],
  options?: {
    cwd?: string;
    env?: Record<string, string>;
    timeoutMs?: number;
    group?: boolean;
    label?: string;
    buffer?: boolean;
  },
): Promise<RunResult>;
export declare function dependenciesInstalled(root: string): boolean;
export declare function ensureDependencies(
  root: string,
  env: Record<string, string>,
  log?: (line: string) => void,
): Promise<void>;
export declare function portInUse(port: number, host?: string): Promise<boolean>;
export declare function waitForHttp(
  url: string,
  options?: {
    timeoutMs?: number;
    accept?: (status: number) => boolean;
    stillAlive?: () => boolean;
    what?: string;
  },
): Promise<number>;
export declare class ProcessGroup {
  constructor(options?: {
    onUnexpectedExit?: (name: string, code: number | null, signal: string | null) => void;
    prefixWidth?: number;
  });
  stopping: boolean;
  start(
    name: string,
    command: string,
    args: string[],
    options?: { cwd?: string; env?: Record<string, string>; colour?: string; write?: (line: string) => void },
  ): ChildProcess;
  isAlive(name: string): boolean;
  stopAll(graceMs?: number): Promise<void>;
}
export declare function pinnedNode(root: string): string;
export declare function onPinnedNode(root: string): Promise<void>;
