import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { assertStorableKey, contentTypeForKey, type FileStorage, uploadUrl } from './file-storage.ts';

type Sdk = typeof import('@aws-sdk/client-s3');
type Connection = { sdk: Sdk; client: S3Client };

// DeleteObjects takes at most this many keys per request.
const DELETE_BATCH = 1000;

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...), under the same keys the disk
 * uses; the app still serves them at /api/uploads/<key>. A missing object must answer NoSuchKey:
 * on AWS that needs s3:ListBucket, without it S3 answers 403 and the read fails loudly.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const Bucket = settings.bucket;
  // The SDK is loaded on first use: an app on disk storage (and every test) never pays for it.
  let connection: Promise<Connection> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: several S3-compatible servers reject the rest.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connection;
  };

  return {
    async put(key, bytes, contentType) {
      assertStorableKey(key, contentType);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
      return { key, url: uploadUrl(key) };
    },

    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
        // The type follows the key, as on disk: what was stored under .webp is served as WebP.
        return { stream: answer.Body, contentType: contentTypeForKey(key), size: answer.ContentLength };
      } catch (err) {
        if (err instanceof sdk.NoSuchKey) return null;
        throw err;
      }
    },

    async delete(keys) {
      if (keys.length === 0) return;
      const { sdk, client } = await connect();
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`S3 could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
        }
      }
    },
  };
}
