import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

/**
 * The option the arrow keys move to in a combobox's list of `count` (ARIA combobox pattern): down
 * from nothing is the first, up from nothing or the first is the last, and both wrap around.
 */
export function nextActiveOption(key: 'ArrowDown' | 'ArrowUp', current: number, count: number): number {
  if (key === 'ArrowDown') return (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}

/**
 * An option of a combobox's listbox: the input keeps focus (its aria-activedescendant names the
 * highlighted option, and it handles the keys), the pointer highlights, a click chooses. Pressing
 * the option does not take focus from the input, so the list stays open until the click lands.
 */
export function ComboboxOption({
  id,
  highlighted,
  onChoose,
  onHighlight,
  className,
  children,
}: {
  id: string;
  highlighted: boolean;
  onChoose: () => void;
  onHighlight: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (arrows, Enter)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={highlighted}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseEnter={onHighlight}
      className={cn(
        'flex min-h-11 cursor-pointer gap-3 px-3 text-sm text-fg',
        highlighted && 'bg-muted',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * The attributes that make a text input a combobox over the listbox `listId` (the ARIA pattern): it
 * says whether the list is shown and names the highlighted option; the browser's own autofill
 * list and spell-checking stay out of the way of the suggestions.
 */
export function comboboxInputProps(listId: string, expanded: boolean, activeId: string | undefined) {
  return {
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': activeId,
    autoComplete: 'off',
    spellCheck: false,
    maxLength: 100,
  } as const;
}
