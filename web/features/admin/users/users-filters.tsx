import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { UserRole } from '../../../../domain/schemas/auth.ts';
import { Input } from '../../../components/ui/input.tsx';
import { RoleSelect } from './role-select.tsx';

const SEARCH_DELAY_MS = 300;

/** The search box (name or email; sent once typing pauses) and the role filter. */
export function UsersFilters({
  q,
  role,
  onChange,
}: {
  q: string;
  role: UserRole | '';
  onChange: (next: { q: string; role: UserRole | '' }) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => onChange({ q: text, role }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, role, onChange]);

  return (
    <search aria-label="Find users" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-fg">
          Search users
        </label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            placeholder="Name or email"
            className="pl-9"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="sm:w-48">
        <RoleSelect
          label="Role"
          anyLabel="All roles"
          value={role}
          onChange={(next: UserRole | '') => onChange({ q: text, role: next })}
        />
      </div>
    </search>
  );
}
