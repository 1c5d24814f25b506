import { describe, expect, it } from 'vitest';
import { notAPerson } from './first-interaction.ts';

const event = (fields: Partial<PointerEvent>) => ({ isTrusted: true, ...fields }) as unknown as Event;

describe('what counts as a person using the page', () => {
  it('counts a pointer move, a press, a key and focus moving', () => {
    expect(notAPerson(event({ type: 'pointermove', clientX: 640, clientY: 20 }))).toBe(false);
    expect(notAPerson(event({ type: 'pointermove', clientX: 0, clientY: 20 }))).toBe(false);
    expect(notAPerson(event({ type: 'pointerdown', clientX: 0, clientY: 0 }))).toBe(false);
    expect(notAPerson(event({ type: 'keydown' }))).toBe(false);
    expect(notAPerson(event({ type: 'focusin' }))).toBe(false);
  });

  it("leaves out a move at the viewport's corner (0, 0) and any event a script dispatched", () => {
    expect(notAPerson(event({ type: 'pointermove', clientX: 0, clientY: 0 }))).toBe(true);
    expect(notAPerson(event({ type: 'focusin', isTrusted: false }))).toBe(true);
    expect(notAPerson(event({ type: 'pointermove', clientX: 300, clientY: 200, isTrusted: false }))).toBe(
      true,
    );
  });
});
