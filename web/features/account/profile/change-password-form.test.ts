import { describe, expect, it } from 'vitest';
import { changePasswordForm } from './change-password-form.ts';

const messages = (values: object) =>
  changePasswordForm.safeParse(values).error?.issues.map((issue) => `${issue.path}: ${issue.message}`) ?? [];

describe('changePasswordForm', () => {
  it("asks for the current password and the register form's rules for the new one", () => {
    expect(messages({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      'currentPassword: Current password is required',
      'newPassword: Password must be at least 8 characters',
      'newPassword: Password must contain at least one uppercase letter',
      'newPassword: Password must contain at least one number',
    ]);
  });

  it('wants the new password twice', () => {
    expect(
      messages({ currentPassword: 'Old12345', newPassword: 'NewSecret456', confirmPassword: 'NewSecret45' }),
    ).toEqual(["confirmPassword: Passwords don't match"]);
    expect(
      messages({ currentPassword: 'Old12345', newPassword: 'NewSecret456', confirmPassword: 'NewSecret456' }),
    ).toEqual([]);
  });
});
