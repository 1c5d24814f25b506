import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { testEngines } from '../../testing/test-database.ts';
import { doc, docx, pdf } from '../../testing/upload-test-files.ts';
import { startUploadApp, storedState, type UploadTestApp, upload } from '../../testing/upload-test-kit.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe.each(testEngines)(
  'NOC documents: kept as sent, shown only to their uploader and admins (%s)',
  (engine) => {
    let t: UploadTestApp;
    beforeAll(async () => {
      t = await startUploadApp(engine);
    });
    afterAll(() => t.close());

    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    it.each([
      ['a PDF', pdf, 'pdf', 'application/pdf'],
      ['a Word 97-2003 DOC', doc(), 'doc', 'application/msword'],
      [
        'a Word DOCX',
        docx(),
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ] as const)(
      'accepts %s whatever its name, and keeps its bytes',
      async (_label, bytes, extension, type) => {
        const before = await storedState(t);
        const res = await upload(
          t.app,
          { bytes, name: 'noc.bin' },
          { purpose: 'document', cookie: t.customer.cookie },
        );
        expect(res.statusCode).toBe(201);
        const { url } = res.json();
        expect(url).toMatch(new RegExp(`^/api/uploads/documents/${UUID}\\.${extension}$`));
        expect((await storedState(t)).files).toHaveLength(before.files.length + 1);
        const [row] = (await t.handle.db.select().from(uploads)).filter((r) => r.url === url);
        expect(row).toMatchObject({
          purpose: 'document',
          contentType: type,
          sizeBytes: bytes.length,
          uploadedBy: t.customer.id,
        });

        const mine = await get(url, t.customer.cookie);
        expect(mine.statusCode).toBe(200);
        expect(mine.rawPayload.equals(bytes)).toBe(true);
        expect(mine.headers['content-type']).toBe(type);
        expect(mine.headers['content-disposition']).toBe(`attachment; filename="${url.split('/').pop()}"`);
        // Private: no shared cache may keep it.
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect(mine.headers['x-content-type-options']).toBe('nosniff');
      },
    );

    it('serves a document to an admin session, and to nobody else: a 404 as if it were not there', async () => {
      const res = await upload(
        t.app,
        { bytes: pdf, name: 'noc.pdf' },
        { purpose: 'document', cookie: t.customer.cookie },
      );
      const { url } = res.json();
      expect((await get(url, t.admin.cookie)).statusCode).toBe(200);
      for (const cookie of [undefined, t.stranger.cookie, t.adminAsTraveller.cookie]) {
        const other = await get(url, cookie);
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual({ message: 'File not found' });
      }
      // A document that does not exist answers the same.
      expect(
        (await get(url.replace(/[0-9a-f]{12}\.pdf$/, '000000000000.pdf'), t.admin.cookie)).statusCode,
      ).toBe(404);
    });

    it('keeps a document an admin uploaded with the admin session to admins', async () => {
      const res = await upload(
        t.app,
        { bytes: docx(), name: 'noc.docx' },
        { purpose: 'document', cookie: t.admin.cookie },
      );
      const { url } = res.json();
      expect((await get(url, t.admin.cookie)).statusCode).toBe(200);
      expect((await get(url, t.customer.cookie)).statusCode).toBe(404);
    });
  },
);
