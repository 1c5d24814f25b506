import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import {
  TITLE_MAX,
  TITLE_MIN,
  titleSuggestions,
  titleWithWord,
} from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/class-names.ts';

/** Step 7: the title, at most 32 characters (the review wants 10), and suggestion words that append if they fit. */
export function TitleStep() {
  const { register, setValue, formState } = useFormContext<ListingForm>();
  const title = useWatch<ListingForm, 'title'>({ name: 'title' }) ?? '';
  const id = useId();
  const error = formState.errors.title?.message;
  const short = title.trim().length < TITLE_MIN;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {m.wizard_title_label()}
        </label>
        <Input
          id={id}
          maxLength={TITLE_MAX}
          autoComplete="off"
          placeholder={m.wizard_title_placeholder()}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${id}-hint${error ? ` ${id}-error` : ''}`}
          className="text-lg"
          {...register('title')}
        />
        <div className="flex items-start justify-between gap-4 text-sm">
          <p id={`${id}-hint`} className={cn(short ? 'text-fg-muted' : 'text-brand-text')}>
            {short ? m.wizard_title_too_short({ min: TITLE_MIN }) : m.wizard_title_looks_good()}
          </p>
          <p id={`${id}-count`} className="shrink-0 text-fg-muted tabular-nums">
            {title.length}/{TITLE_MAX}
          </p>
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-text">
            {m.wizard_title_error({ problem: error })}
          </p>
        )}
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-fg">{m.wizard_title_add_word()}</legend>
        <p className="mt-1 text-sm text-fg-muted">{m.wizard_title_add_word_help()}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {titleSuggestions().map((word) => {
            const next = titleWithWord(title, word);
            return (
              <button
                key={word}
                type="button"
                disabled={next === null}
                onClick={() => {
                  if (next !== null) setValue('title', next, { shouldDirty: true, shouldValidate: true });
                }}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-fg',
                  'hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-ring',
                  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-line-strong disabled:hover:bg-surface',
                )}
              >
                <Plus className="size-4" aria-hidden="true" />
                {word}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
