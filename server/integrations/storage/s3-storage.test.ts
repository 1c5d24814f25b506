import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { startTestBucket, type TestBucket } from './s3rver-test-server.ts';

describe('S3-compatible storage (against s3rver)', () => {
  let bucket: TestBucket;
  let storage: FileStorage;

  beforeAll(async () => {
    bucket = await startTestBucket();
    storage = s3Storage(bucket.settings);
  });
  afterAll(() => bucket.close());

  it('keeps bytes under a key and streams them back with their type and size', async () => {
    const bytes = Buffer.from('%PDF-1.7 a document');
    expect(await storage.put('documents/abc.pdf', bytes, 'application/pdf')).toEqual({
      key: 'documents/abc.pdf',
      url: '/api/uploads/documents/abc.pdf',
    });
    const file = await storage.get('documents/abc.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file!.stream)).equals(bytes)).toBe(true);
  });

  it('answers null for a key with no object', async () => {
    expect(await storage.get('photos/missing-640.webp')).toBeNull();
  });

  it('deletes objects, and a key with no object is no error', async () => {
    await storage.put('photos/a-320.webp', Buffer.from('a'), 'image/webp');
    await storage.put('photos/a-640.webp', Buffer.from('b'), 'image/webp');
    await storage.delete(['photos/a-320.webp', 'photos/a-640.webp', 'photos/never-there.webp']);
    expect(await storage.get('photos/a-320.webp')).toBeNull();
    expect(await storage.get('photos/a-640.webp')).toBeNull();
    await storage.delete([]);
  });

  it('refuses a key that is not a key, or a type its extension does not name', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(RangeError);
    await expect(storage.put('photos/a.webp', Buffer.from('x'), 'text/html')).rejects.toThrow(RangeError);
  });

  it('fails loudly, not as a missing file, when the bucket is not there', async () => {
    const elsewhere = s3Storage({ ...bucket.settings, bucket: 'no-such-bucket' });
    await expect(elsewhere.get('photos/a-640.webp')).rejects.toThrow();
  });
});
