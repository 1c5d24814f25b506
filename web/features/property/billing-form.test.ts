import { describe, expect, it } from 'vitest';
import { billingDetails } from '../../../domain/schemas/gst.ts';
import { billingDefaults, billingFieldErrorOf, billingToCheck } from './billing-form.ts';

const asha = { firstName: 'Asha', lastName: 'Rao' };

describe('what the billing details start with', () => {
  it("are the last booking's, its GSTIN included", () => {
    expect(
      billingDefaults(
        { name: 'Rao Traders', state: 'Karnataka', pincode: '560001', gstin: '29ABCDE1234F1Z5' },
        asha,
      ),
    ).toEqual({ name: 'Rao Traders', state: 'Karnataka', pincode: '560001', gstin: '29ABCDE1234F1Z5' });
    expect(
      billingDefaults({ name: 'Asha Rao', state: 'Goa', pincode: '403509', gstin: null }, asha).gstin,
    ).toBe('');
  });

  it("are the profile's name alone without an earlier booking", () => {
    expect(billingDefaults(null, asha)).toEqual({ name: 'Asha Rao', state: '', pincode: '', gstin: '' });
    expect(billingDefaults(null, { firstName: 'Asha', lastName: null }).name).toBe('Asha');
    expect(billingDefaults(null, null).name).toBe('');
  });
});

describe('what the schema checks', () => {
  const values = { name: 'Asha Rao', state: 'Karnataka', pincode: '560001', gstin: '' };

  it('leaves the GSTIN out unless the business invoice is asked for', () => {
    expect(billingDetails.safeParse(billingToCheck(values, false)).success).toBe(true);
    const asked = billingDetails.safeParse(billingToCheck(values, true));
    expect(asked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['gstin', 'GSTIN is required'],
    ]);
  });

  it('refuses a GSTIN of another state than the one billed, at the GSTIN', () => {
    const goa = { ...values, state: 'Goa', gstin: '29AAGCB1286Q1Z0' };
    expect(
      billingDetails.safeParse(billingToCheck(goa, true)).error?.issues.map((issue) => issue.message),
    ).toEqual(["GSTIN's state code 29 is Karnataka, not Goa"]);
    expect(billingDetails.safeParse(billingToCheck({ ...goa, state: 'Karnataka' }, true)).success).toBe(true);
  });

  it("says the schema's own words for each field", () => {
    const result = billingDetails.safeParse(
      billingToCheck({ name: ' ', state: '', pincode: '012345', gstin: '' }, false),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Billing name is required'],
      ['state', 'State is required'],
      ['pincode', 'PIN code must be 6 digits, not starting with 0'],
    ]);
  });
});

describe('a 400 from create-order', () => {
  it('goes to the billing field it names, as the sentence alone', () => {
    expect(billingFieldErrorOf('billing.pincode: PIN code must be 6 digits, not starting with 0')).toEqual({
      field: 'pincode',
      text: 'PIN code must be 6 digits, not starting with 0',
    });
    expect(billingFieldErrorOf("billing.gstin: GSTIN's state code 29 is Karnataka, not Goa")).toEqual({
      field: 'gstin',
      text: "GSTIN's state code 29 is Karnataka, not Goa",
    });
  });

  it('names no field for anything else', () => {
    expect(billingFieldErrorOf('billing: Required')).toBeNull();
    expect(billingFieldErrorOf('checkInDate: must not be in the past')).toBeNull();
    expect(billingFieldErrorOf('billing.address: Required')).toBeNull();
    expect(billingFieldErrorOf(null)).toBeNull();
  });
});
