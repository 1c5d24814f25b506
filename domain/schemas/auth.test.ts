import { describe, expect, it } from 'vitest';
import { adminLoginBody, loginBody, registerBody, registerForm, resetPasswordBody } from './auth.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('register rules (traveller §5)', () => {
  const valid = { firstName: 'Asha', lastName: 'Rao', email: 'Asha@Example.com ', password: 'Secret123' };

  it('accepts a valid registration and normalises the email', () => {
    const r = registerBody.safeParse(valid);
    expect(r.success && r.data.email).toBe('asha@example.com');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ password: 'Sh0rt' }, 'Password must be at least 8 characters'],
    [{ password: 'NOLOWER123' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'noupper123' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'NoDigitsHere' }, 'Password must contain at least one number'],
  ])('rejects %o with its message', (change, message) => {
    expect(messages(registerBody.safeParse({ ...valid, ...change }))).toContain(message);
  });

  it("says Passwords don't match on the form", () => {
    const r = registerForm.safeParse({ ...valid, confirmPassword: 'Secret124' });
    expect(messages(r)).toEqual(["Passwords don't match"]);
  });
});

describe('login rules', () => {
  it('requires a valid email and a password', () => {
    expect(messages(loginBody.safeParse({ email: 'x', password: '' }))).toEqual([
      'Invalid email address',
      'Password is required',
    ]);
  });
  it('admin login needs 6 characters (admin-and-host §5)', () => {
    expect(messages(adminLoginBody.safeParse({ email: 'bad', password: '12345' }))).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
  });
  it('says a password is too long, not that it is missing or short', () => {
    const long = 'Aa1'.repeat(100);
    expect(messages(loginBody.safeParse({ email: 'a@b.in', password: long }))).toEqual([
      'Password must be at most 200 characters',
    ]);
    expect(messages(adminLoginBody.safeParse({ email: 'a@b.in', password: long }))).toEqual([
      'Password must be at most 200 characters',
    ]);
  });
});

describe('reset link rules', () => {
  it.each([['short'], ['x'.repeat(201)], [42]])('calls a reset token of %o an invalid link', (token) => {
    expect(messages(resetPasswordBody.safeParse({ token, password: 'Secret123' }))).toEqual([
      'Invalid or expired reset link',
    ]);
  });
});
