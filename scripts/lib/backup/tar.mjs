// A small ustar (POSIX tar) writer and reader, gzip-compressed, for the operator's backup archive (ADR 0048).
// Node built-ins only: `npm run backup` runs where only the product's runtime is installed. Regular files only,
// names up to 255 characters (prefix + name), sizes below 8 GiB; nothing else is written or accepted.
//
//   writeTarGz(file, entries)          -> entries [{ name, path | bytes }] into file (streamed)
//   readTarGz(file, onEntry)           -> calls onEntry(name, size, stream) for each file, in order
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // 11 octal digits

function octal(value, width) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte ustar header of a regular file. */
export function tarHeader(name, size, mtimeSeconds) {
  if (size > MAX_SIZE) throw new Error(`${name}: ${size} bytes is past the archive's 8 GiB per file`);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`${name}: the name is too long for the archive`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const header = Buffer.alloc(BLOCK, 0);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtimeSeconds), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

const padding = (size) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);

/**
 * Writes the entries, in order, as a .tar.gz. An entry is `{ name, bytes }` (a Buffer) or `{ name, path }` (a
 * file read as a stream; its size is taken when its turn comes and must not change while it is copied).
 */
export async function writeTarGz(file, entries) {
  async function* blocks() {
    for (const entry of entries) {
      if (entry.bytes) {
        yield tarHeader(entry.name, entry.bytes.length, Date.now() / 1000);
        yield entry.bytes;
        yield padding(entry.bytes.length);
        continue;
      }
      const info = await stat(entry.path);
      yield tarHeader(entry.name, info.size, info.mtimeMs / 1000);
      let copied = 0;
      for await (const chunk of createReadStream(entry.path)) {
        copied += chunk.length;
        yield chunk;
      }
      if (copied !== info.size) throw new Error(`${entry.path} changed while it was archived`);
      yield padding(info.size);
    }
    yield Buffer.alloc(BLOCK * 2, 0);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(file, { mode: 0o600 }));
}

function field(header, start, length) {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readHeader(header) {
  if (header.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i];
  if (parseInt(field(header, 148, 8).trim(), 8) !== sum) throw new Error('not a tar archive (bad header)');
  const name = field(header, 0, 100);
  const prefix = field(header, 345, 155);
  const type = String.fromCharCode(header[156]);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: parseInt(field(header, 124, 12).trim() || '0', 8),
    type,
  };
}

/**
 * Reads a .tar.gz and calls `onEntry(name, size, stream)` for each regular file, one at a time; the callback
 * must read the stream to its end (it resolves when it has). Any other kind of entry is refused.
 */
export async function readTarGz(file, onEntry) {
  const input = createReadStream(file).pipe(createGunzip());
  let buffered = Buffer.alloc(0);
  /** The current entry: its stream and the bytes still to come, then its padding. */
  let current = null;
  let skip = 0;
  let done = false;
  const pending = [];

  for await (const chunk of input) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (buffered.length && !done) {
      if (current) {
        const take = Math.min(current.left, buffered.length);
        const part = buffered.subarray(0, take);
        buffered = buffered.subarray(take);
        current.left -= take;
        // A reader that fails stops the whole read (the race) instead of leaving it waiting for a drain.
        if (!current.stream.write(part))
          await Promise.race([once(current.stream, 'drain'), current.finished]);
        if (current.left === 0) {
          current.stream.end();
          await current.finished;
          skip = (BLOCK - (current.size % BLOCK)) % BLOCK;
          current = null;
        }
        continue;
      }
      if (skip) {
        const take = Math.min(skip, buffered.length);
        buffered = buffered.subarray(take);
        skip -= take;
        continue;
      }
      if (buffered.length < BLOCK) break;
      const header = readHeader(buffered.subarray(0, BLOCK));
      buffered = buffered.subarray(BLOCK);
      if (!header) {
        done = true;
        break;
      }
      if (header.type !== '0' && header.type !== '\0')
        throw new Error(`${header.name}: only regular files belong in a backup archive`);
      const stream = new PassThrough();
      const finished = Promise.resolve(onEntry(header.name, header.size, stream));
      finished.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
      pending.push(finished);
      current = { name: header.name, stream, left: header.size, size: header.size, finished };
      if (header.size === 0) {
        stream.end();
        await finished;
        current = null;
      }
    }
  }
  if (current) throw new Error(`${current.name} is cut short: the archive is incomplete`);
  if (!done) throw new Error('the archive is incomplete (no end marker)');
  await Promise.all(pending);
}
