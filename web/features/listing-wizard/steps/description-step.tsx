import { Check, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  descriptionHighlights,
  generatedDescription,
  MAX_HIGHLIGHTS,
} from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/class-names.ts';
import { characterCountText } from '../character-count.ts';
import { useWizard } from '../wizard-context.tsx';

/**
 * Step 8: the description, 50 to 500 characters, with a counter of what is still needed, and a
 * generator that writes one from 1-2 chosen highlights, the property type, city, bedrooms and guests.
 */
export function DescriptionStep() {
  const { register, setValue, getValues, formState } = useFormContext<ListingForm>();
  const { propertyType } = useWizard();
  const description = useWatch<ListingForm, 'description'>({ name: 'description' }) ?? '';
  const [highlights, setHighlights] = useState<string[]>([]);
  const id = useId();
  const error = formState.errors.description?.message;
  const enough = description.trim().length >= DESCRIPTION_MIN;

  const toggle = (word: string) =>
    setHighlights((chosen) =>
      chosen.includes(word)
        ? chosen.filter((w) => w !== word)
        : chosen.length < MAX_HIGHLIGHTS
          ? [...chosen, word]
          : chosen,
    );

  const generate = () => {
    const { city, bedrooms, maxGuests } = getValues();
    const text = generatedDescription({
      highlights,
      propertyTypeName: propertyType?.name,
      city: city.trim() || null,
      bedrooms,
      maxGuests,
    });
    if (text) setValue('description', text, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {m.wizard_description_label()}
        </label>
        <Textarea
          id={id}
          rows={7}
          maxLength={DESCRIPTION_MAX}
          placeholder={m.wizard_description_placeholder()}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          {...register('description')}
        />
        <p
          id={`${id}-count`}
          className={cn('text-right text-sm tabular-nums', enough ? 'text-fg-muted' : 'text-fg')}
        >
          {characterCountText(description, DESCRIPTION_MIN, DESCRIPTION_MAX)}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-text">
            {m.wizard_description_error({ problem: error })}
          </p>
        )}
      </div>

      <section
        aria-labelledby={`${id}-generator`}
        className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <div className="flex items-center gap-2">
          <Sparkles className="size-5 text-brand-text" aria-hidden="true" />
          <h2 id={`${id}-generator`} className="font-semibold text-fg">
            {m.wizard_description_generator_title()}
          </h2>
        </div>
        <fieldset className="mt-1">
          <legend className="text-sm text-fg-muted">
            {m.wizard_description_generator_intro({ max: MAX_HIGHLIGHTS })}
          </legend>
          <div className="mt-4 flex flex-wrap gap-2">
            {descriptionHighlights().map((word) => {
              const chosen = highlights.includes(word);
              const full = !chosen && highlights.length >= MAX_HIGHLIGHTS;
              return (
                <button
                  key={word}
                  type="button"
                  aria-pressed={chosen}
                  disabled={full}
                  onClick={() => toggle(word)}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium',
                    'focus-visible:outline-2 focus-visible:outline-ring',
                    'disabled:cursor-not-allowed disabled:opacity-50',
                    chosen
                      ? 'border-brand bg-brand text-brand-fg'
                      : 'border-line-strong bg-surface text-fg hover:border-brand hover:bg-brand-soft',
                  )}
                >
                  {chosen && <Check className="size-4" aria-hidden="true" />}
                  {word}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Button variant="soft" className="mt-4" onClick={generate} disabled={highlights.length === 0}>
          <Sparkles className="size-4" aria-hidden="true" />
          {m.wizard_description_generate()}
        </Button>
      </section>
    </div>
  );
}
