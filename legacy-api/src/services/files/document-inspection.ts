import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '#api/errors/app-error.js';
import { DOCUMENT_MESSAGES } from '@tele/contract/messages';

/**
 * What an uploaded document really is, decided from its bytes as they stream past (ADR 0041); the name and the
 * type the browser claimed are never read. A file that is two things at once (a polyglot: a PDF that is also a
 * zip or carries a page's script, a "text" file that opens as a PDF) is nothing here.
 */
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg';

/** The largest document kept: 25 MiB (a scanned intake packet fits; the benchmark's 20 MB file does). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export const EXTENSIONS: Record<DocumentKind, string> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  png: 'png',
  jpeg: 'jpg',
};

/** How much of the start is kept to recognise the kind, and of the end to read a zip's directory from. */
const HEAD_BYTES = 4096;
const TAIL_BYTES = 1024 * 1024;

/**
 * Markup a browser or a PDF reader would run. Searched in the whole of a PDF or text file and in the start of a
 * docx (whose body is compressed), lower-cased, across chunk boundaries.
 */
const ACTIVE_MARKERS = [
  '<script',
  '<html',
  '<!doctype html',
  '<iframe',
  '<svg',
  '<object',
  '<embed',
  'javascript:',
  '/javascript',
  '/launch',
];
const MARKER_BYTES = ACTIVE_MARKERS.map((marker) => Buffer.from(marker, 'latin1'));
const MARKER_CARRY = Math.max(...ACTIVE_MARKERS.map((marker) => marker.length)) - 1;

/** Lower-cases ASCII letters of `source` into `target` (same length or longer), byte for byte. */
function lowerInto(target: Buffer, at: number, source: Buffer): void {
  for (let index = 0; index < source.length; index += 1) {
    const byte = source[index]!;
    target[at + index] = byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte;
  }
}

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const ZIP_LOCAL = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');
const ZIP_ENTRY = 0x02014b50;

/** What the stream saw, once it ended. */
export interface Inspection {
  size: number;
  head: Buffer;
  tail: Buffer;
  /** Whether active markup appeared anywhere in the bytes. */
  hasActiveMarkup: boolean;
  /** Whether the bytes are UTF-8 with no NUL or control bytes other than tab, line feed, form feed and return. */
  isPlainText: boolean;
}

/**
 * A pass-through stream that looks at every byte on its way to the file store: it counts them (past the limit
 * it fails with the 413), keeps the first and last few, searches for active markup and checks the text is
 * clean UTF-8. Memory stays flat whatever the size: a head, a copied tail of at most 1 MiB, and no chunk
 * past its own turn.
 */
export class DocumentInspector extends Transform {
  private size = 0;
  private head = Buffer.alloc(0);
  /**
   * The last bytes seen, copied into one buffer used as a ring (grown to at most TAIL_BYTES): a chunk is never
   * kept past its own turn, so each is garbage as soon as it is written to the store (see keepTail).
   */
  private tail = Buffer.alloc(0);
  /** Where the next byte of the ring goes, and how many of its bytes hold data. */
  private tailEnd = 0;
  private tailLength = 0;
  /** The last bytes of the previous chunk, lower-cased, then this chunk's: one buffer reused for every chunk. */
  private scratch = Buffer.alloc(64 * 1024 + MARKER_CARRY);
  private carried = 0;
  private hasActiveMarkup = false;
  private isPlainText = true;
  /** UTF-8: how many continuation bytes the current character still needs, and the range of the next one. */
  private continuations = 0;
  private nextMin = 0x80;
  private nextMax = 0xbf;
  private result: Inspection | null = null;

  constructor(private readonly maxBytes = MAX_DOCUMENT_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new AppError('too_large', DOCUMENT_MESSAGES.tooLarge));
      return;
    }
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    this.keepTail(chunk);
    this.searchMarkup(chunk);
    this.checkText(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // A character cut off at the end is not text.
    if (this.continuations > 0) this.isPlainText = false;
    this.result = {
      size: this.size,
      head: this.head,
      tail: this.tailInOrder(Buffer.allocUnsafe(this.tailLength)),
      hasActiveMarkup: this.hasActiveMarkup,
      isPlainText: this.isPlainText,
    };
    done();
  }

  /** What the stream saw; only after it ended. */
  inspection(): Inspection {
    if (!this.result) throw new Error('the upload has not ended');
    return this.result;
  }

  /**
   * Copies the chunk's bytes into the ring rather than keeping the chunk: a chunk kept while the next megabyte
   * arrives outlives two young-generation collections and is moved to the old generation, where its memory waits
   * for a full collection (ADR 0062). The ring grows (by doubling, in order) until it holds TAIL_BYTES.
   */
  private keepTail(chunk: Buffer): void {
    if (chunk.length === 0) return;
    const bytes = chunk.length > TAIL_BYTES ? chunk.subarray(chunk.length - TAIL_BYTES) : chunk;
    const needed = Math.min(TAIL_BYTES, this.tailLength + bytes.length);
    if (this.tail.length < needed) {
      const grown = Buffer.allocUnsafe(Math.min(TAIL_BYTES, Math.max(needed, this.tail.length * 2)));
      this.tailInOrder(grown);
      this.tail = grown;
      this.tailEnd = this.tailLength;
    }
    const first = Math.min(bytes.length, this.tail.length - this.tailEnd);
    bytes.copy(this.tail, this.tailEnd, 0, first);
    bytes.copy(this.tail, 0, first);
    this.tailEnd = (this.tailEnd + bytes.length) % this.tail.length;
    this.tailLength = needed;
  }

  /** Writes the ring's bytes, oldest first, to the start of `target` and answers that part of it. */
  private tailInOrder(target: Buffer): Buffer {
    const start = (this.tailEnd - this.tailLength + this.tail.length) % (this.tail.length || 1);
    const first = Math.min(this.tailLength, this.tail.length - start);
    this.tail.copy(target, 0, start, start + first);
    this.tail.copy(target, first, 0, this.tailLength - first);
    return target.subarray(0, this.tailLength);
  }

  /** Searches the chunk (after the end of the previous one) without allocating: memory stays flat. */
  private searchMarkup(chunk: Buffer): void {
    if (this.hasActiveMarkup) return;
    if (this.scratch.length < this.carried + chunk.length)
      this.scratch = Buffer.concat([this.scratch.subarray(0, this.carried), Buffer.alloc(chunk.length)]);
    lowerInto(this.scratch, this.carried, chunk);
    const length = this.carried + chunk.length;
    const window = this.scratch.subarray(0, length);
    this.hasActiveMarkup = MARKER_BYTES.some((marker) => window.includes(marker));
    const keep = Math.min(MARKER_CARRY, length);
    this.scratch.copy(this.scratch, 0, length - keep, length);
    this.carried = keep;
  }

  /**
   * Clean UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF) without control bytes. An
   * indexed loop: `for (const byte of chunk)` made an iterator result a byte, two or three young-generation
   * collections a 64 KiB chunk, and every chunk still on its way to the store outlived two of them (ADR 0062).
   */
  private checkText(chunk: Buffer): void {
    if (!this.isPlainText) return;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index]!;
      if (this.continuations > 0) {
        if (byte < this.nextMin || byte > this.nextMax) return this.notText();
        this.continuations -= 1;
        this.nextMin = 0x80;
        this.nextMax = 0xbf;
        continue;
      }
      if (byte < 0x80) {
        const isControl =
          (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f;
        if (isControl) return this.notText();
        continue;
      }
      if (byte >= 0xc2 && byte <= 0xdf) this.continuations = 1;
      else if (byte >= 0xe0 && byte <= 0xef) {
        this.continuations = 2;
        if (byte === 0xe0) this.nextMin = 0xa0;
        if (byte === 0xed) this.nextMax = 0x9f;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        this.continuations = 3;
        if (byte === 0xf0) this.nextMin = 0x90;
        if (byte === 0xf4) this.nextMax = 0x8f;
      } else return this.notText();
    }
  }

  private notText(): void {
    this.isPlainText = false;
  }
}

/** The names in a zip's central directory, or null when the bytes are not one whole, plain zip. */
function zipEntryNames(inspection: Inspection): string[] | null {
  const { tail, size } = inspection;
  const tailStart = size - tail.length;
  const end = tail.lastIndexOf(ZIP_END);
  if (end < 0 || end + 22 > tail.length) return null;
  const commentLength = tail.readUInt16LE(end + 20);
  // Nothing may follow the directory's end record but its comment (no second file appended).
  if (end + 22 + commentLength !== tail.length) return null;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // Nothing between the last entry and the directory, and the directory right before its end record.
  if (directoryOffset + directorySize !== tailStart + end || directoryOffset < tailStart) return null;
  const names: string[] = [];
  let at = directoryOffset - tailStart;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || tail.readUInt32LE(at) !== ZIP_ENTRY) return null;
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLen = tail.readUInt16LE(at + 32);
    names.push(tail.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLen;
  }
  return at === end ? names : null;
}

const startsWith = (bytes: Buffer, prefix: Buffer | string) =>
  bytes
    .subarray(0, prefix.length)
    .equals(typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix);

/** A PDF reader finds `%PDF-` anywhere in the first kilobyte: in anything that is not a PDF, that is a polyglot. */
const opensAsPdf = (head: Buffer) => head.subarray(0, 1024).includes('%PDF-');

/**
 * The kind the bytes are, or null when they are none of the five or are more than one thing at once:
 * - PDF: starts `%PDF-`, ends with `%%EOF`, no zip directory at its end, no script or page markup;
 * - docx: one plain zip from its first byte to its directory's end, holding `[Content_Types].xml` and
 *   `word/document.xml`, no macros, nothing PDF-like or page-like at its start;
 * - PNG and JPEG by their signatures (they are decoded and encoded again before they are kept);
 * - text: clean UTF-8 with no control bytes, no markup, not opening as a PDF.
 */
export function kindOf(inspection: Inspection): DocumentKind | null {
  const { head, tail, hasActiveMarkup } = inspection;
  if (inspection.size === 0) return null;
  if (startsWith(head, '%PDF-')) {
    const isWhole = tail.subarray(-1024).includes('%%EOF');
    return isWhole && !hasActiveMarkup && !tail.includes(ZIP_END) ? 'pdf' : null;
  }
  if (startsWith(head, ZIP_LOCAL)) {
    if (
      opensAsPdf(head) ||
      ACTIVE_MARKERS.some((marker) => head.toString('latin1').toLowerCase().includes(marker))
    )
      return null;
    const names = zipEntryNames(inspection);
    if (!names || names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return null;
    return names.includes('[Content_Types].xml') && names.includes('word/document.xml') ? 'docx' : null;
  }
  if (startsWith(head, PNG)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (inspection.isPlainText && !hasActiveMarkup && !opensAsPdf(head)) return 'txt';
  return null;
}
