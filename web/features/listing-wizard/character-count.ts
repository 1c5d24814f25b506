import { m } from '#i18n/messages.js';

/**
 * A text field's counter (admin-and-host §5): how many more characters it needs until its minimum
 * (what the review counts: the text without surrounding spaces), then how much of its maximum is used.
 */
export function characterCountText(text: string, min: number, max: number): string {
  const needed = min - text.trim().length;
  if (needed > 0) return m.wizard_characters_needed({ count: needed });
  return `${text.length}/${max}`;
}
