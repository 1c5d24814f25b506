import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage.ts';
import { contentTypeForKey, extensionForContentType, isValidStorageKey } from './file-storage.ts';

describe('disk storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'basera-storage-'));
  const storage = diskStorage(path.join(root, 'uploads'));

  it('keeps bytes under a key and gives them back with their type', async () => {
    const bytes = Buffer.from('%PDF-1.7 fake');
    expect(await storage.put('noc/abc-123.pdf', bytes, 'application/pdf')).toEqual({
      key: 'noc/abc-123.pdf',
      url: '/api/uploads/noc/abc-123.pdf',
    });
    const file = await storage.get('noc/abc-123.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file!.stream)).equals(bytes)).toBe(true);
    // Overwriting replaces the file.
    await storage.put('noc/abc-123.pdf', Buffer.from('v2'), 'application/pdf');
    expect((await buffer((await storage.get('noc/abc-123.pdf'))!.stream)).toString()).toBe('v2');
  });

  it('deletes the files under the keys given, and takes missing ones in its stride', async () => {
    await storage.put('photos/x-320.webp', Buffer.from('a'), 'image/webp');
    await storage.put('photos/x-640.webp', Buffer.from('b'), 'image/webp');
    await storage.delete([
      'photos/x-320.webp',
      'photos/x-640.webp',
      'photos/never-there.webp',
      '../outside.txt',
    ]);
    expect(await storage.get('photos/x-320.webp')).toBeNull();
    expect(await storage.get('photos/x-640.webp')).toBeNull();
    writeFileSync(path.join(root, 'outside.txt'), 'kept');
    await storage.delete(['../outside.txt']);
    expect(existsSync(path.join(root, 'outside.txt'))).toBe(true);
  });

  it('answers null for missing files and for keys that are not keys', async () => {
    writeFileSync(path.join(root, 'outside.txt'), 'secret');
    expect(await storage.get('nope.jpg')).toBeNull();
    expect(await storage.get('noc')).toBeNull(); // a folder
    expect(await storage.get('../outside.txt')).toBeNull();
    expect(await storage.get('/etc/passwd')).toBeNull();
  });

  it('refuses to write outside its folder or under a mismatched type', async () => {
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(RangeError);
    await expect(storage.put('photo.jpg', Buffer.from('x'), 'image/png')).rejects.toThrow(RangeError);
  });

  it('accepts only plain relative keys', () => {
    for (const good of ['a.jpg', 'photos/2025/3f2a-b.jpeg', 'x_y-z.webp'])
      expect(isValidStorageKey(good), good).toBe(true);
    for (const bad of [
      '',
      '..',
      '../a.jpg',
      'a/../b.jpg',
      '/a.jpg',
      '.env',
      'a/.hidden',
      'a\\b.jpg',
      'a//b.jpg',
      'a.',
      'a b.jpg',
      'photos/a.jpg.123.456.part',
    ]) {
      expect(isValidStorageKey(bad), bad).toBe(false);
    }
  });

  it('maps content types and extensions both ways', () => {
    expect(contentTypeForKey('a/b.JPG')).toBe('image/jpeg');
    expect(contentTypeForKey('a/b.bin')).toBe('application/octet-stream');
    expect(extensionForContentType('image/jpeg')).toBe('jpg');
    expect(extensionForContentType('image/png')).toBe('png');
    expect(extensionForContentType('text/html')).toBeNull();
  });
});
