import { describe, expect, it } from 'vitest';
import { houseRulesRefusePets } from './party-limits.ts';

describe('party limits: house rules about pets', () => {
  it.each([
    'No pets.',
    'No smoking indoors. No pets, please.',
    'Pets are not allowed.',
    'Pets not permitted inside the cottage',
    'Sorry, pets are prohibited.',
    'This home is not pet-friendly.',
    'NO PET',
  ])('"%s" refuses pets', (rules) => expect(houseRulesRefusePets(rules)).toBe(true));

  it.each([
    'Pets allowed on request. No smoking.',
    'Pet-friendly: dogs welcome.',
    'No smoking indoors. No parties or events.',
    'Carpets are not allowed to get wet', // "pets" inside another word
    '',
    null,
  ])('"%s" leaves pets to the guest', (rules) => expect(houseRulesRefusePets(rules)).toBe(false));
});
