import { useCallback, useId } from 'react';
import { m } from '#i18n/messages.js';
import type { UserRole } from '../../../../domain/schemas/auth.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useTypedSearch } from '../../../lib/use-typed-search.ts';
import { RoleSelect } from './role-select.tsx';

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
  const applyQ = useCallback((next: string) => onChange({ q: next, role }), [role, onChange]);
  const [text, setText] = useTypedSearch(q, applyQ);

  return (
    <search aria-label={m.admin_users_find()} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-fg">
          {m.admin_users_search()}
        </label>
        <div className="mt-1.5">
          <SearchInput
            id={searchId}
            value={text}
            maxLength={100}
            placeholder={m.admin_users_search_placeholder()}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="sm:w-48">
        <RoleSelect
          label={m.admin_users_role()}
          anyLabel={m.admin_users_all_roles()}
          value={role}
          onChange={(next: UserRole | '') => onChange({ q: text, role: next })}
        />
      </div>
    </search>
  );
}
