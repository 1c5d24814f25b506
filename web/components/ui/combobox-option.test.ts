import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './combobox-option.tsx';

describe('nextActiveOption', () => {
  it('goes down from nothing to the first, and from the last back to the first', () => {
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveOption('ArrowDown', 1, 3)).toBe(2);
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0);
  });

  it('goes up from nothing or the first to the last', () => {
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 2, 3)).toBe(1);
  });
});
