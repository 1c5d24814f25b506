import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('choosing where uploads are kept', () => {
  it('keeps them on this disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket settings, with us-east-1 and virtual-host URLs by default', () => {
    expect(loadConfig({ S3_BUCKET: 'basera-uploads' }).s3).toEqual({
      bucket: 'basera-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'basera-uploads',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({ region: 'auto', accessKeyId: 'key', forcePathStyle: true });
  });

  it('refuses S3 settings that would leave uploads on this disk, or half a key pair', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ S3_BUCKET: 'basera', S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
    expect(() => loadConfig({ S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'basera', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
