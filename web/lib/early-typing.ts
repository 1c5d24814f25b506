/** A text field of a drawn page and what was typed into it before the app took the page over. */
export type EarlyTyping = { field: HTMLInputElement | HTMLTextAreaElement; text: string };

const NOT_TYPED = new Set(['button', 'checkbox', 'file', 'hidden', 'image', 'radio', 'reset', 'submit']);

/**
 * What has been typed into the server-drawn page's fields (decision 153): each text field whose text
 * is no longer the one it was drawn with. Read just before the app takes the page over.
 */
export function typingIn(root: ParentNode): EarlyTyping[] {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  return [...fields]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value }));
}

/**
 * Hands the typing over to the app that has just taken the page over: the field gets its text back
 * (a form may have cleared it on taking the field) and an `input` event, as if typed now, so the
 * app's own state holds what the field shows.
 */
export function handOverTyping(typing: readonly EarlyTyping[]): void {
  for (const { field, text } of typing) {
    if (!field.isConnected) continue;
    // The prototype's setter, as a browser sets a typed value: React, unlike Preact, tracks values
    // set on the element itself and would not see this as a change.
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
