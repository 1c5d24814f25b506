import { Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/class-names.ts';
import { starLabel } from './review-form.ts';

type Props = {
  /** The rating parameter: the group's name ("Cleanliness") and its hint. */
  name: string;
  description?: string | null;
  groupName: string;
  value: number | undefined;
  onChange: (score: number) => void;
};

const SCORES = [1, 2, 3, 4, 5];

/**
 * One rating parameter scored 1 to 5: a labelled radio group (arrow keys move, as in any radio
 * group), drawn as stars that fill up to the chosen (or hovered) score.
 */
export function StarRatingInput({ name, description, groupName, value, onChange }: Props) {
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  return (
    <fieldset>
      <legend className="sr-only">{name}</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <div aria-hidden="true" className="min-w-0">
          <p className="text-sm font-medium text-fg">{name}</p>
          {description && <p className="text-xs text-fg-muted">{description}</p>}
        </div>
        <div className="-ml-2 flex shrink-0 sm:ml-0">
          {SCORES.map((score) => (
            <label
              key={score}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              onMouseEnter={() => setHovered(score)}
              onMouseLeave={() => setHovered(null)}
            >
              <input
                type="radio"
                name={groupName}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                className="sr-only"
                aria-label={starLabel(score)}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7 transition-colors',
                  score <= lit ? 'fill-accent text-accent' : 'text-line-strong',
                )}
              />
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
