import { type FormEvent, useState } from 'react';
import { m } from '#i18n/messages.js';
import { MAX_WISHLIST_NAME } from '../../../../domain/rules/wishlists.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';

type Props = {
  initialName?: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal (a name already used, too long), shown under the field. */
  serverError: string | null;
  onSubmit(name: string): void;
  onCancel?: () => void;
};

/** A list's name, for making one or renaming it: 1 to 50 characters, checked again by the server. */
export function WishlistNameForm({
  initialName = '',
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: Props) {
  const [name, setName] = useState(initialName);
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setBlank(trimmed === '');
    if (trimmed !== '') onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={m.wishlists_name_label()}
        placeholder={m.wishlists_name_placeholder()}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={MAX_WISHLIST_NAME}
        autoComplete="off"
        autoFocus
        error={blank ? m.wishlists_name_required() : (serverError ?? undefined)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {m.wishlists_cancel()}
          </Button>
        )}
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
