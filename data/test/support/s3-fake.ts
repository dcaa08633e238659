import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FileStoreSettings } from '#data/storage/file-store.js';

/*
 * A small S3-compatible server for the storage tests (ADR 0047), on loopback, in memory: the calls the S3 driver
 * makes and no more (PutObject, GetObject, HeadObject, DeleteObject and the four multipart calls), path-style.
 * It answers as S3 does (XML errors, ETags, the encryption header echoed) and keeps what a test asserts on:
 * the objects, the multipart uploads still open and the headers of every write.
 *
 * Why not s3rver from npm: it has no AbortMultipartUpload (a refused upload's parts could not be dropped), does
 * not keep or echo server-side encryption, and pulls fast-xml-parser 3 and busboy 0.3, with known advisories.
 * What it does not check: SigV4 signatures (only that a request is signed with the expected access key id).
 */

export interface FakeS3Object {
  bytes: Buffer;
  /** The server-side encryption the write asked for (`x-amz-server-side-encryption`), or null. */
  encryption: string | null;
}

export interface FakeS3Write {
  operation: 'PutObject' | 'CreateMultipartUpload' | 'UploadPart' | 'CompleteMultipartUpload';
  key: string;
  headers: IncomingMessage['headers'];
}

export interface FakeS3 {
  /** The S3 driver's settings for this server (path-style, its bucket and credentials). */
  settings: Extract<FileStoreSettings, { driver: 's3' }>;
  objects: Map<string, FakeS3Object>;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): number;
  writes: FakeS3Write[];
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'fake-s3-access-key';
const SECRET_ACCESS_KEY = 'fake-s3-secret-access-key-0123456789';
const MAX_BODY_BYTES = 64 * 1024 * 1024;

interface OpenUpload {
  key: string;
  encryption: string | null;
  parts: Map<number, Buffer>;
}

export async function startFakeS3(bucket = 'tele-files'): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const uploads = new Map<string, OpenUpload>();
  const writes: FakeS3Write[] = [];

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) sendError(response, 500, 'InternalError', error.message);
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const query = url.searchParams;
    const method = request.method ?? 'GET';
    if (!String(request.headers.authorization ?? '').includes(`Credential=${ACCESS_KEY_ID}/`))
      return sendError(response, 403, 'AccessDenied', 'Access Denied');
    if (String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-'))
      return sendError(response, 501, 'NotImplemented', 'aws-chunked bodies are not read by this fake');
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The bucket does not exist');
    if (!key) return sendError(response, 501, 'NotImplemented', `${method} on the bucket`);
    const encryption = (request.headers['x-amz-server-side-encryption'] as string | undefined) ?? null;
    const echo = (value: string | null): Record<string, string> =>
      value ? { 'x-amz-server-side-encryption': value } : {};

    if (method === 'PUT' && query.has('uploadId')) {
      const upload = uploads.get(query.get('uploadId')!);
      if (!upload) return sendError(response, 404, 'NoSuchUpload', 'The upload does not exist');
      writes.push({ operation: 'UploadPart', key, headers: request.headers });
      const bytes = await readBody(request);
      upload.parts.set(Number(query.get('partNumber')), bytes);
      response.writeHead(200, { etag: etagOf(bytes), ...echo(upload.encryption) });
      return void response.end();
    }
    if (method === 'PUT') {
      writes.push({ operation: 'PutObject', key, headers: request.headers });
      const bytes = await readBody(request);
      objects.set(key, { bytes, encryption });
      response.writeHead(200, { etag: etagOf(bytes), ...echo(encryption) });
      return void response.end();
    }
    if (method === 'POST' && query.has('uploads')) {
      writes.push({ operation: 'CreateMultipartUpload', key, headers: request.headers });
      const uploadId = randomBytes(12).toString('hex');
      uploads.set(uploadId, { key, encryption, parts: new Map() });
      return sendXml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        echo(encryption),
      );
    }
    if (method === 'POST' && query.has('uploadId')) {
      const uploadId = query.get('uploadId')!;
      const upload = uploads.get(uploadId);
      if (!upload) return sendError(response, 404, 'NoSuchUpload', 'The upload does not exist');
      writes.push({ operation: 'CompleteMultipartUpload', key, headers: request.headers });
      const listed = [
        ...(await readBody(request)).toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g),
      ];
      const parts = listed.map((match) => upload.parts.get(Number(match[1])));
      if (parts.some((part) => !part)) return sendError(response, 400, 'InvalidPart', 'A part is missing');
      const bytes = Buffer.concat(parts as Buffer[]);
      objects.set(key, { bytes, encryption: upload.encryption });
      uploads.delete(uploadId);
      return sendXml(
        response,
        200,
        `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(bytes)}</ETag></CompleteMultipartUploadResult>`,
        echo(upload.encryption),
      );
    }
    if (method === 'DELETE' && query.has('uploadId')) {
      uploads.delete(query.get('uploadId')!);
      response.writeHead(204);
      return void response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return void response.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const found = objects.get(key);
      if (!found) {
        if (method === 'HEAD') return void response.writeHead(404).end();
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': found.bytes.length,
        etag: etagOf(found.bytes),
        ...echo(found.encryption),
      });
      return void response.end(method === 'HEAD' ? undefined : found.bytes);
    }
    return sendError(response, 501, 'NotImplemented', `${method} is not faked`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    },
    objects,
    openUploads: () => uploads.size,
    writes,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy(new Error('body too large for the fake'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

function sendXml(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  response.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  sendXml(response, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
