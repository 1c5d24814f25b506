import { useId } from 'react';
import type { UserRole } from '../../../../domain/schemas/auth.ts';
import { inputClasses } from '../../../components/ui/input.tsx';
import { roleLabels } from './user-labels.ts';

/** A labelled select of the three roles; `anyLabel` adds a first choice for "any role" (value ''). */
export function RoleSelect<T extends UserRole | ''>({
  label,
  value,
  onChange,
  anyLabel,
}: {
  label: string;
  value: T;
  onChange: (role: T) => void;
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={`${inputClasses} mt-1.5`}
      >
        {anyLabel && <option value="">{anyLabel}</option>}
        {(Object.keys(roleLabels) as UserRole[]).map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
