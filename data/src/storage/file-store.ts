import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of uploaded files live, behind one interface with two drivers (ADR 0027, ADR 0047): a private
 * folder on this machine (the default) and any S3-compatible object store (s3-file-store.ts), for many API
 * instances. Keys are random (`newStorageKey`) and say nothing about the file or its owner; who may read a file
 * is decided by the API from the file's row in `stored_files`, never by knowing a key.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Writes a stream under a key as it arrives, never holding the whole file in memory (documents of tens of
   * megabytes), and answers how many bytes it wrote. When the stream fails (a limit passed, a check refused
   * it, the upload broke off) nothing is kept under the key and the stream's error is thrown.
   */
  putStream(key: string, source: Readable): Promise<{ size: number }>;
  /** The file's bytes as a stream and its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (the object store's); the store is not used afterwards. */
  close(): Promise<void>;
}

/** Which driver keeps the files, and its settings (validated by the API's config/env.ts). */
export type FileStoreSettings =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible store's address (MinIO, Ceph, R2...); null for AWS S3 itself. */
      endpoint: string | null;
      /** Bucket in the path (`host/bucket/key`), as MinIO and Ceph want, rather than in the host name. */
      forcePathStyle: boolean;
      /** Null: the SDK's default chain (an instance or task role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/** A new key: 32 random hex characters, nothing of the file's name, type, owner or practice. */
export const newStorageKey = (): string => randomBytes(16).toString('hex');

const KEY = /^[0-9a-f]{32}$/;

/** Every driver refuses a key that is not one of `newStorageKey`'s, so no caller can reach outside its files. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('invalid storage key');
}

/** The file store the settings name (the object store's SDK is loaded only when it is the one chosen). */
export async function createFileStore(settings: FileStoreSettings): Promise<FileStore> {
  switch (settings.driver) {
    case 'local':
      return localFileStore(settings.dir);
    case 's3': {
      const { s3FileStore } = await import('#data/storage/s3-file-store.js');
      return s3FileStore(settings);
    }
    default: {
      const unknown: never = settings;
      throw new Error(`unknown storage driver ${String(unknown)}`);
    }
  }
}

/**
 * Files in a private folder on this machine (`UPLOADS_DIR`), never served by a static server. Each key is one
 * file under a two-character fan-out folder; writes go to a temporary name first, so a reader never sees half
 * a file.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${process.pid}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async putStream(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${process.pid}.part`;
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(source, createWriteStream(temporary, { mode: 0o600 }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, target);
      return { size };
    },
    async open(key) {
      const target = pathOf(key);
      try {
        const { size } = await stat(target);
        return { stream: createReadStream(target), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}
