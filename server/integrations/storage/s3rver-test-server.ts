import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../config.ts';

export type TestBucket = {
  settings: S3Settings;
  /** The environment that makes an app keep its uploads in this bucket. */
  env: Record<string, string>;
  /** The keys of the objects in the bucket now, sorted. */
  objectKeys(): string[];
  close(): Promise<void>;
};

/** An S3-compatible server on a free port with one empty bucket, its data in a temp folder. */
export async function startTestBucket(bucket = 'basera-test'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'basera-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; path-style, as local S3 servers want.
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    objectKeys() {
      // s3rver keeps each object as `<bucket>/<key>._S3rver_object` beside its metadata files.
      const suffix = '._S3rver_object';
      return readdirSync(path.join(directory, bucket), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith(suffix))
        .map((file) => file.slice(0, -suffix.length).split(path.sep).join('/'))
        .sort();
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
