import { Plus } from 'lucide-react';
import { useState } from 'react';
import { m } from '#i18n/messages.js';
import { calendarImportRequest } from '../../../../domain/schemas/calendar-imports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { serverMessageWithFieldOf } from '../../../lib/api-client.ts';
import { useAddCalendarImport } from '../api/calendar-imports.ts';
import { fieldOfMessage } from './calendar-import-labels.ts';

type Field = 'name' | 'url';
type Errors = Partial<Record<Field | 'form', string>>;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The messages of the same schema the server checks with, by field. */
function check(values: Record<Field, string>, only?: Field): Errors {
  const parsed = calendarImportRequest.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if ((!only || field === only) && !errors[field]) errors[field] = sentence(issue.message);
  }
  return errors;
}

/** Add feed: a name and the iCal link of the listing on another site; read at once by the server. */
export function AddFeedForm({ propertyId }: { propertyId: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', url: '' });
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddCalendarImport(propertyId);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => values[name] && setErrors((e) => ({ ...e, [name]: check(values, name)[name] })),
    error: errors[name],
  });

  return (
    <form
      noValidate
      aria-label={m.host_feed_form_label()}
      className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(values);
        setErrors(found);
        if (Object.keys(found).length > 0 || add.isPending) return;
        add.mutate(values, {
          onSuccess: () => setValues({ name: '', url: '' }),
          onError: (error) => {
            const { field: about, text } = fieldOfMessage(
              serverMessageWithFieldOf(error) ?? m.host_try_again(),
            );
            setErrors({ [about ?? 'form']: sentence(text) });
          },
        });
      }}
    >
      <TextField
        label={m.host_feed_name()}
        placeholder="Airbnb"
        autoComplete="off"
        maxLength={60}
        {...field('name')}
      />
      <TextField
        label={m.host_feed_url()}
        type="url"
        inputMode="url"
        placeholder="https://…/calendar.ics"
        autoComplete="off"
        inputClassName="font-mono text-sm"
        {...field('url')}
      />
      <Button type="submit" pending={add.isPending} className="sm:mt-7">
        {!add.isPending && <Plus className="size-4" aria-hidden="true" />}
        {m.host_feed_add()}
      </Button>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger-text sm:col-span-3">
          {errors.form}
        </p>
      )}
    </form>
  );
}
