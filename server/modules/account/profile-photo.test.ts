import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload, userRow } from '../../testing/account-state.repository.ts';
import { profileKit } from '../../testing/profile-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { changeAccount } from '../users/index.ts';

describe.each(testEngines)('PUT /api/user/profile: photo (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());
  const { save, customer } = profileKit(() => t.app);

  describe('profileImageUrl', () => {
    it('takes a photo the caller uploaded, keeps the current one, and clears with null', async () => {
      const c = await customer();
      const url = `/api/uploads/mine-${c.id}.jpg`;
      await insertUpload(t.handle.db, { url, uploadedBy: c.id });
      const res = await save(c.cookie, { ...c.personal, profileImageUrl: url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profileImageUrl).toBe(url);
      // A photo from Google sign-in is no upload, but it is already the user's: saving keeps it.
      const google = 'https://lh3.googleusercontent.com/a/photo';
      await changeAccount(t.handle.db, c.id, { profileImageUrl: google });
      expect((await save(c.cookie, { ...c.personal, profileImageUrl: google })).statusCode).toBe(200);
      expect((await save(c.cookie, c.personal)).json().profileImageUrl).toBe(google);
      expect((await save(c.cookie, { ...c.personal, profileImageUrl: null })).json().profileImageUrl).toBe(
        null,
      );
    });

    it("refuses someone else's upload, a document, and an address that is no upload", async () => {
      const c = await customer();
      const other = await customer();
      const theirs = `/api/uploads/theirs-${other.id}.jpg`;
      const pdf = `/api/uploads/noc-${c.id}.pdf`;
      await insertUpload(t.handle.db, { url: theirs, uploadedBy: other.id });
      await insertUpload(t.handle.db, { url: pdf, uploadedBy: c.id, contentType: 'application/pdf' });
      const before = await userRow(t.handle.db, c.id);
      for (const url of [theirs, pdf, 'https://evil.example/me.jpg', '']) {
        const res = await save(c.cookie, { ...c.personal, firstName: 'Changed', profileImageUrl: url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ message: 'profileImageUrl must be a photo you uploaded' });
      }
      expect(await userRow(t.handle.db, c.id)).toEqual(before);
    });
  });
});
