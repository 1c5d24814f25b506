import { describe, expect, it } from 'vitest';
import {
  emptyPayoutAccountForm,
  fieldErrorOfServerMessage,
  payoutAccountForm,
} from './payout-account-form.ts';
import { linkedStatusText } from './payout-account-labels.ts';

const filled = {
  accountHolderName: 'Asha Verma',
  ifsc: 'hdfc0001234',
  accountNumber: '5010 0123 4567 89',
  confirmAccountNumber: '50100123456789',
  currentPassword: 'Secret123',
};
const messagesOf = (values: typeof filled) =>
  payoutAccountForm.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the payout account form', () => {
  it('sends what the API takes: the IFSC upper-cased, the number as digits, the confirmation matched', () => {
    expect(payoutAccountForm.parse(filled)).toMatchObject({
      ifsc: 'HDFC0001234',
      accountNumber: '50100123456789',
    });
  });

  it("says the API's own words under each field, and when the two numbers differ", () => {
    expect(messagesOf({ ...emptyPayoutAccountForm })).toEqual([
      'accountHolderName: Account holder name is required',
      'ifsc: IFSC is required',
      'accountNumber: Account number is required',
      'currentPassword: Current password is required',
    ]);
    expect(messagesOf({ ...filled, ifsc: 'HDFC1001234', accountNumber: '12345678' })).toEqual([
      'ifsc: IFSC must be 4 letters, a zero and 6 letters or digits, like HDFC0001234',
      'accountNumber: Account number must be 9 to 18 digits',
    ]);
    expect(messagesOf({ ...filled, confirmAccountNumber: '50100123456798' })).toEqual([
      "confirmAccountNumber: Account numbers don't match",
    ]);
  });

  it("puts the server's 400 under the field it names, a wrong password under the password, else nowhere", () => {
    expect(fieldErrorOfServerMessage('ifsc: IFSC must be 11 characters (this one has 10)')).toEqual({
      field: 'ifsc',
      text: 'IFSC must be 11 characters (this one has 10)',
    });
    expect(fieldErrorOfServerMessage('Current password is incorrect')).toEqual({
      field: 'currentPassword',
      text: 'Current password is incorrect',
    });
    expect(fieldErrorOfServerMessage('Our payment partner did not accept these bank details: x')).toBeNull();
    expect(fieldErrorOfServerMessage('body: Expected object')).toBeNull();
  });
});

describe('the linked account state', () => {
  it('reads active only when the payment partner has activated it', () => {
    expect(linkedStatusText('activated')).toMatchObject({ label: 'Active', tone: 'green' });
    for (const status of ['requested', 'under_review'] as const)
      expect(linkedStatusText(status)).toMatchObject({ label: 'Being verified', tone: 'yellow' });
    expect(linkedStatusText('needs_clarification').label).toBe('Needs details');
    expect(linkedStatusText('suspended').label).toBe('Suspended');
  });
});
