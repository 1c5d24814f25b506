import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import {
  aadhaarAsTyped,
  draftFromUser,
  type OnboardingDraft,
  onboardingBody,
  panAsTyped,
  summaryOf,
} from './onboarding-draft.ts';

const user: PublicUser = {
  id: 'u1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: null,
  phone: '+919876543210',
  profileImageUrl: null,
  role: 'customer',
  panNumber: null,
  aadharNumber: null,
  isProfileComplete: false,
  emailVerified: false,
  language: 'en',
};

const filled: OnboardingDraft = {
  personal: { firstName: ' Asha ', lastName: 'Verma', email: 'Asha@Example.com', phone: '98765 43210' },
  photoUrl: '/api/uploads/profile/a.png',
  documents: { panNumber: 'ABCPE1234F', aadharNumber: '2341 2341 2346' },
};

describe('draftFromUser', () => {
  it('prefills step 1 from the signed-in user, the phone as people read it', () => {
    expect(draftFromUser(user)).toEqual({
      personal: { firstName: 'Asha', lastName: '', email: 'asha@example.com', phone: '+91 98765 43210' },
      photoUrl: null,
      documents: { panNumber: '', aadharNumber: '' },
    });
  });
});

describe('typing the documents', () => {
  it('uppercases PAN and keeps 10 letters and digits', () => {
    expect(panAsTyped('abcpe1234f')).toBe('ABCPE1234F');
    expect(panAsTyped('ab cpe-1234fzz')).toBe('ABCPE1234F');
  });

  it('keeps 12 Aadhaar digits in groups of four', () => {
    expect(aadhaarAsTyped('234123412346')).toBe('2341 2341 2346');
    expect(aadhaarAsTyped('2341a2341-23469')).toBe('2341 2341 2346');
    expect(aadhaarAsTyped('23412')).toBe('2341 2');
    expect(aadhaarAsTyped('2341')).toBe('2341');
  });
});

describe('summaryOf', () => {
  it('masks PAN and Aadhaar and never holds the full numbers', () => {
    const summary = summaryOf(filled);
    expect(summary).toEqual({
      name: 'Asha Verma',
      email: 'Asha@Example.com',
      phone: '+91 98765 43210',
      pan: 'ABCPE••••F',
      aadhaar: 'XXXX XXXX 2346',
    });
    expect(JSON.stringify(summary)).not.toContain('234123412346');
    expect(JSON.stringify(summary)).not.toContain('1234');
  });
});

describe('onboardingBody', () => {
  it('sends the checked values and asks to become a complete owner', () => {
    expect(onboardingBody(filled, null)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
      profileImageUrl: '/api/uploads/profile/a.png',
      panNumber: 'ABCPE1234F',
      aadharNumber: '234123412346',
      role: 'owner',
      isProfileComplete: true,
    });
  });

  it('leaves an unchanged photo out', () => {
    expect(onboardingBody(filled, filled.photoUrl)).not.toHaveProperty('profileImageUrl');
    expect(onboardingBody({ ...filled, photoUrl: null }, 'old.png').profileImageUrl).toBeNull();
  });
});
