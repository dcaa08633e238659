import { Readable } from 'node:stream';
import { assertStorageKey, type FileStore, type FileStoreSettings } from '#data/storage/file-store.js';

type S3Settings = Extract<FileStoreSettings, { driver: 's3' }>;

/**
 * How much of a streamed upload is held in memory at once: one part of the multipart upload (the smallest S3
 * allows but the last), sent before the next is read. A 25 MiB document costs 5 MiB of memory, not 25.
 */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible object store (ADR 0047), for API instances that share no disk. Objects are written
 * under the random key alone (nothing of the file, its owner or its practice), each put asks for server-side
 * encryption (AES256), and nothing is ever public: the API reads an object and streams it to whoever the
 * authorised route lets read it.
 */
export async function s3FileStore(settings: S3Settings): Promise<FileStore> {
  // Imported here, not at the top: the bundle keeps a dynamic import as one, so a process on the local folder
  // never loads the SDK (a third of a second and some 35 MB at start).
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's default CRC32 on every request is refused by several
    // S3-compatible stores (older MinIO and Ceph).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket, Key: key };
  };
  const written = {
    ServerSideEncryption: 'AES256',
    // The type the API checked lives in the file's row; the store only ever holds opaque bytes.
    ContentType: 'application/octet-stream',
  } as const;

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ ...object(key), ...written, Body: bytes, ContentLength: bytes.length }),
      );
    },
    async putStream(key, source) {
      const target = object(key);
      let size = 0;
      let failure: unknown = null;
      // Counts what passes, and remembers the stream's own error: it is the one to answer (a limit passed, a
      // refused type), not the abort that follows it.
      async function* counted() {
        try {
          for await (const chunk of source) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        } catch (error) {
          failure = error;
          throw error;
        }
      }
      // The length is not known until the stream ends (a part of a multipart body): Upload sends one PutObject
      // for a file under a part, else a multipart upload, aborted when the stream fails.
      const upload = new Upload({
        client,
        params: { ...target, ...written, Body: Readable.from(counted()) },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // As a pipeline would: a store that failed leaves no stream half-read and waiting.
        if (!source.destroyed) source.destroy();
        await client.send(new DeleteObjectCommand(target)).catch(() => undefined);
        throw failure ?? error;
      }
      return { size };
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        if (!(answer.Body instanceof Readable)) throw new Error('the object store answered no stream');
        return { stream: answer.Body, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async close() {
      client.destroy();
    },
  };
}

/**
 * No object under the key. Only S3's own answer counts: a missing bucket or a refusal is a misconfiguration and
 * is thrown. (AWS answers AccessDenied for a missing key unless the credentials may list the bucket: ADR 0047.)
 */
function isMissing(error: unknown): boolean {
  return error instanceof Error && error.name === 'NoSuchKey';
}
