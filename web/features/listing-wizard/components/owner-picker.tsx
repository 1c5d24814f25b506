import { Search, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { OwnerMatch } from '../../../../domain/schemas/admin-owners.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useAdminOwners } from '../api/admin-owners.ts';

const nameOf = (owner: OwnerMatch) =>
  [owner.firstName, owner.lastName].filter(Boolean).join(' ').trim() || owner.email;

/** Admin mode (decision 53): the owner the listing is published for, found by name or email. */
export function OwnerPicker({
  owner,
  onChange,
}: {
  owner: OwnerMatch | null;
  onChange: (owner: OwnerMatch | null) => void;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const id = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const owners = useAdminOwners(q);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
        {m.wizard_owner_title()}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{m.wizard_owner_intro()}</p>
      {owner ? (
        <div className="mt-4 flex items-center gap-3 rounded-xl border border-brand bg-brand-soft p-3">
          <UserRound className="size-6 shrink-0 text-brand-text" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-fg" data-testid="chosen-owner">
              {nameOf(owner)}
            </p>
            <p className="truncate text-sm text-fg-muted">{owner.email}</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            {m.wizard_owner_change()}
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium text-fg">
            {m.wizard_owner_search_label()}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              placeholder={m.wizard_owner_search_placeholder()}
              className="pl-9"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div aria-live="polite" className="min-h-6">
            {owners.isPending ? (
              <Spinner className="size-5 text-fg-muted" label={m.wizard_owner_searching()} />
            ) : owners.isError ? (
              <p className="text-sm text-danger-text">{m.wizard_owner_load_error()}</p>
            ) : owners.data.length === 0 ? (
              <p className="text-sm text-fg-muted">{m.wizard_owner_none()}</p>
            ) : (
              <ul className="max-h-72 divide-y divide-line overflow-y-auto rounded-xl border border-line">
                {owners.data.map((match) => (
                  <li key={match.id}>
                    <button
                      type="button"
                      onClick={() => onChange(match)}
                      className={cn(
                        'flex min-h-12 w-full flex-col items-start px-3 py-2 text-left hover:bg-muted',
                        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                      )}
                    >
                      <span className="text-sm font-medium text-fg">{nameOf(match)}</span>
                      <span className="text-xs text-fg-muted">{match.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
