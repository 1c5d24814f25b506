import { describe, expect, it } from 'vitest';
import { characterCountText } from './character-count.ts';

describe('characterCountText', () => {
  it('counts down to the minimum, then shows the length against the maximum', () => {
    expect(characterCountText('', 50, 500)).toBe('50 more characters needed');
    expect(characterCountText('x'.repeat(49), 50, 500)).toBe('1 more character needed');
    expect(characterCountText('x'.repeat(50), 50, 500)).toBe('50/500');
    expect(characterCountText('x'.repeat(500), 50, 500)).toBe('500/500');
  });

  it('does not count surrounding spaces towards the minimum', () => {
    expect(characterCountText(`${' '.repeat(10)}${'x'.repeat(95)}`, 100, 1000)).toBe(
      '5 more characters needed',
    );
  });
});
