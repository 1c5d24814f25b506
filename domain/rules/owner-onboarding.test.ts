import { describe, expect, it } from 'vitest';
import {
  documentsRequired,
  isProfileComplete,
  onboardingProblem,
  type Profile,
  roleAfter,
} from './owner-onboarding.ts';

const complete: Profile = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  panNumber: 'ABCPE1234F',
  aadhaarEncrypted: 'sealed',
  role: 'customer',
};

describe('becoming an owner', () => {
  it('is complete only with names, email, phone, PAN and Aadhaar', () => {
    expect(isProfileComplete(complete)).toBe(true);
    for (const field of ['firstName', 'lastName', 'phone', 'panNumber', 'aadhaarEncrypted'] as const)
      expect(isProfileComplete({ ...complete, [field]: null }), field).toBe(false);
  });

  it('makes a complete customer who asks an owner, and nobody else', () => {
    expect(roleAfter(complete, 'owner')).toBe('owner');
    expect(roleAfter(complete, undefined)).toBe('customer');
    expect(roleAfter({ ...complete, phone: null }, 'owner')).toBe('customer');
  });

  it('never demotes an owner or an admin', () => {
    expect(roleAfter({ ...complete, role: 'owner' }, 'customer')).toBe('owner');
    expect(roleAfter({ ...complete, role: 'admin' }, 'owner')).toBe('admin');
  });

  it('asks for both documents before hosting', () => {
    expect(onboardingProblem({ ...complete, panNumber: null }, 'owner')).toBe(documentsRequired());
    expect(onboardingProblem({ ...complete, aadhaarEncrypted: null }, 'owner')).toBe(documentsRequired());
    expect(onboardingProblem({ ...complete, panNumber: null }, undefined)).toBeNull();
    expect(onboardingProblem(complete, 'owner')).toBeNull();
  });
});
