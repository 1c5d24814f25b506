import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload, userRow } from '../../testing/account-state.repository.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { profileKit } from './profile-test-kit.ts';
import { updateUser } from './users.repository.ts';

describe.each(testEngines)('PUT /api/user/profile: email and photo (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://basera.example' });
  });
  afterAll(() => t.close());
  const { save, me, customer } = profileKit(() => t.app);

  it("refuses another account's email with 409 and changes nothing", async () => {
    const c = await customer();
    const other = await customer();
    const before = await userRow(t.handle.db, c.id);
    const res = await save(c.cookie, {
      ...c.personal,
      firstName: 'Changed',
      email: other.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
    expect(await userRow(t.handle.db, c.id)).toEqual(before);
  });

  it('lets the unique index decide when two accounts take one address at once', async () => {
    const [a, b] = [await customer(), await customer()];
    const email = `wanted-${a.id}@example.com`;
    const results = await Promise.all([a, b].map((c) => save(c.cookie, { ...c.personal, email })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('unverifies a changed email, mails a link to the new address and tells the old one', async () => {
    const c = await customer();
    await updateUser(t.handle.db, c.id, { emailVerifiedAt: new Date() });
    expect((await me(c.cookie)).emailVerified).toBe(true);
    const same = await save(c.cookie, c.personal);
    expect(same.json().emailVerified).toBe(true);

    const res = await save(c.cookie, { ...c.personal, email: `  New.${c.email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    const newEmail = `new.${c.email}`;
    expect(res.json()).toMatchObject({ email: newEmail, emailVerified: false });
    await t.deliverMail();
    const link = t.mail.sent.find((m) => m.to === newEmail);
    expect(link?.subject).toBe('Confirm your email address for Basera');
    expect(link?.text).toMatch(/https:\/\/basera\.example\/verify-email\?token=[\w-]{43}/);
    const notice = t.mail.sent.find((m) => m.to === c.email && m.subject.includes('changed'));
    expect(notice?.text).toContain(newEmail);
    // Signing in now uses the new address.
    expect(await signIn(t.app, { email: newEmail, password: 'Secret123' })).toContain('basera_session=');
  });

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
      await updateUser(t.handle.db, c.id, { profileImageUrl: google });
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
