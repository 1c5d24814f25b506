import { Plus, ReceiptText } from 'lucide-react';
import { useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { TaxProfile } from '../../../../domain/schemas/tax-profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { serverMessageOf, serverMessageWithFieldOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveTaxProfile } from '../api/tax-profile.ts';
import { RegistrationCard } from './registration-card.tsx';
import {
  bodyOf,
  type Draft,
  type DraftErrors,
  type DraftField,
  draftProblems,
  draftsOf,
  emptyDraft,
  fieldErrorOfServerMessage,
  sameAsSaved,
} from './registration-drafts.ts';

export const SAVED_TOAST = { title: m.host_gst_saved() };

function NoRegistrations() {
  return <EmptyState icon={ReceiptText} title={m.host_gst_none()} text={m.host_gst_none_body()} />;
}

/**
 * The host's registrations as editable cards, saved all at once (PUT replaces the list). The shared
 * schema checks fields as they are left and on Save; a 400 is shown under the field it names.
 */
export function RegistrationsForm({ saved }: { saved: TaxProfile }) {
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(saved));
  const [errors, setErrors] = useState<DraftErrors>({});
  const touched = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveTaxProfile();
  const dirty = !sameAsSaved(drafts, saved);

  const showTouched = (next: Draft[]) => {
    const problems = draftProblems(next);
    setErrors(
      Object.fromEntries([...touched.current].filter((k) => problems[k]).map((k) => [k, problems[k]])),
    );
  };
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );
  const replaceRows = (next: Draft[]) => {
    touched.current.clear();
    setErrors({});
    setDrafts(next);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = draftProblems(drafts);
    if (Object.keys(problems).length) {
      for (const key of Object.keys(problems)) touched.current.add(key);
      setErrors(problems);
      focusFirstError();
      return;
    }
    save.mutate(bodyOf(drafts), {
      onSuccess: (answer) => {
        replaceRows(draftsOf(answer));
        toast(SAVED_TOAST);
      },
      onError: (error) => {
        const atField = fieldErrorOfServerMessage(serverMessageWithFieldOf(error) ?? '');
        if (atField) {
          touched.current.add(atField.key);
          setErrors({ [atField.key]: atField.text });
          focusFirstError();
          return;
        }
        toast({
          title: m.host_gst_not_saved(),
          description: serverMessageOf(error) ?? m.host_something_went_wrong(),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {drafts.length === 0 ? (
        <NoRegistrations />
      ) : (
        <ul className="space-y-5">
          {drafts.map((draft, index) => (
            <RegistrationCard
              key={draft.key}
              draft={draft}
              index={index}
              errors={errors}
              onChange={(field: DraftField, value) => {
                const next = drafts.map((d) => (d.key === draft.key ? { ...d, [field]: value } : d));
                setDrafts(next);
                if (touched.current.size) showTouched(next);
              }}
              onBlur={(field) => {
                touched.current.add(`${index}.${field}`);
                showTouched(drafts);
              }}
              onRemove={() => replaceRows(drafts.filter((d) => d.key !== draft.key))}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={() => setDrafts([...drafts, emptyDraft()])}>
          <Plus className="size-4" aria-hidden="true" />
          {m.host_add_registration()}
        </Button>
        {(dirty || drafts.length > 0) && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {dirty && (
              <Button variant="ghost" disabled={save.isPending} onClick={() => replaceRows(draftsOf(saved))}>
                {m.host_discard_changes()}
              </Button>
            )}
            <Button type="submit" pending={save.isPending}>
              {save.isPending ? m.host_saving() : m.host_save_registrations()}
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
