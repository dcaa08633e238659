import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of uploaded files live, behind one interface (issue 24; an object-store driver joins it
 * later). Keys are random and say nothing about the file or its owner; who may read a file is decided by the
 * API from the file's row in `stored_files`, never by knowing a key.
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
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}$/;

/**
 * Files in a private folder on this machine (`UPLOADS_DIR`), never served by a static server. Each key is one
 * file under a two-character fan-out folder; writes go to a temporary name first, so a reader never sees half
 * a file.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
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
  };
}
