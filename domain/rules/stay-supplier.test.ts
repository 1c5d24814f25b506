import { describe, expect, it } from 'vitest';
import { hostIsSupplier } from './stay-supplier.ts';

describe('hostIsSupplier', () => {
  const goaAndKerala = [{ state: 'Goa' }, { state: 'Kerala' }];

  it('is the host in a state where they hold a registration', () => {
    expect(hostIsSupplier(goaAndKerala, 'Goa')).toBe(true);
    expect(hostIsSupplier(goaAndKerala, ' kerala ')).toBe(true);
  });

  it('is Basera in a state where the host holds none, or for a host with no registration', () => {
    expect(hostIsSupplier(goaAndKerala, 'Maharashtra')).toBe(false);
    expect(hostIsSupplier([], 'Goa')).toBe(false);
  });

  it('is Basera for a listing whose state is not known', () => {
    expect(hostIsSupplier(goaAndKerala, null)).toBe(false);
  });
});
