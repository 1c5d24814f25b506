import { Trash2 } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { type Draft, type DraftErrors, type DraftField, draftState } from './registration-drafts.ts';

type Props = {
  draft: Draft;
  index: number;
  errors: DraftErrors;
  onChange: (field: DraftField, value: string) => void;
  onBlur: (field: DraftField) => void;
  onRemove: () => void;
};

/** One registration as an editable card: its state (from the GSTIN), the three fields and Remove. */
export function RegistrationCard({ draft, index, errors, onChange, onBlur, onRemove }: Props) {
  const state = draftState(draft.gstin);
  const number = index + 1;
  const input = (field: DraftField) => ({
    name: `registrations.${index}.${field}`,
    value: draft[field],
    error: errors[`${index}.${field}`],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });
  return (
    <li
      aria-label={m.host_registration_number({ number })}
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-fg">{state ?? m.host_registration_number({ number })}</h2>
          <p className="text-sm text-fg-muted">
            {state ? m.host_state_from_gstin() : m.host_state_follows_gstin()}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={m.host_remove_registration_number({ number })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {m.host_remove()}
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="GSTIN"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder="27ABCDE1234F1Z5"
          {...input('gstin')}
        />
        <TextField
          label={m.host_legal_name()}
          autoComplete="organization"
          maxLength={200}
          {...input('legalName')}
        />
        <TextField
          label={m.host_address()}
          autoComplete="street-address"
          maxLength={500}
          className="sm:col-span-2"
          {...input('address')}
        />
      </div>
    </li>
  );
}
