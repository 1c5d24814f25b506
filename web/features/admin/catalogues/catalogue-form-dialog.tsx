import { useId, useMemo, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { CatalogueKey } from '../../../../domain/catalogues.ts';
import { catalogues } from '../../../../domain/catalogues.ts';
import { type CatalogueBody, type CatalogueItem, useSaveCatalogueItem } from '../../../api/catalogues.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { serverMessageOf, serverMessageWithFieldOf, statusOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { toast } from '../../../lib/toast.ts';
import { CatalogueField } from './catalogue-field.tsx';
import { canSave, defaultsOf, requiredFields, serverFieldError, valuesOf } from './catalogue-form.ts';
import type { CatalogueScreen } from './catalogue-screen.ts';
import type { CatalogueTexts } from './catalogue-texts.ts';
import { useCatalogueForm } from './use-catalogue-form.ts';

type Props<K extends CatalogueKey> = {
  screen: CatalogueScreen<K>;
  texts: CatalogueTexts;
  /** The item being edited; null adds a new one. */
  item: CatalogueItem<K> | null;
  onClose: () => void;
};

/**
 * Add or edit an item (admin-and-host §4): the screen's fields, checked by the catalogue's input
 * schema; Save waits for a photo on its way and, where the screen says so, for the required fields.
 * Success closes the dialog with the spec's toast; a failure keeps it open with "Error" toasted and
 * the server's reason under its field, or above the buttons.
 */
export function CatalogueFormDialog<K extends CatalogueKey>({ screen, texts, item, onClose }: Props<K>) {
  const schema = catalogues[screen.catalogue].input;
  const initial = useMemo(
    () => (item ? valuesOf(screen.fields, item as Record<string, unknown>) : defaultsOf(screen.fields)),
    [item, screen.fields],
  );
  const form = useCatalogueForm(schema, initial);
  const required = useMemo(() => requiredFields(schema, screen.fields), [schema, screen.fields]);
  const save = useSaveCatalogueItem(screen.catalogue);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = item ? (item as { id: string }).id : null;
  const filled = canSave(form.values, screen.mustBeFilled ?? []);
  const waitId = useId();

  const submit = form.handleSubmit((body) => {
    if (save.isPending) return;
    setRefusal(null);
    save.mutate(
      { id, body: body as CatalogueBody<K> },
      {
        onSuccess: () => {
          toast({ title: id ? texts.updated : texts.created });
          onClose();
        },
        onError: (error) => {
          toast({
            title: m.admin_error(),
            description: id ? texts.updateFailed : texts.createFailed,
            variant: 'destructive',
          });
          const status = statusOf(error);
          if (status === null || status >= 500) return;
          const onField = serverFieldError(serverMessageWithFieldOf(error), screen.fields);
          if (onField) form.serverSaid(onField.name, onField.message);
          else setRefusal(serverMessageOf(error));
        },
      },
    );
  });

  return (
    // While saving, the dialog stays: its answer is toasted from here.
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent
        title={id ? texts.edit : texts.add}
        description={required.size > 0 ? m.admin_catalogue_required_note() : undefined}
        className="max-w-2xl scroll-pb-36"
      >
        <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            {screen.fields.map((field) => (
              <div key={field.name} className={cn(!('half' in field && field.half) && 'sm:col-span-2')}>
                <CatalogueField
                  field={field}
                  form={form}
                  required={required.has(field.name)}
                  onUploading={setUploading}
                />
              </div>
            ))}
          </div>
          {refusal && (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
            >
              {refusal}
            </p>
          )}
          {/* Stays in view at the dialog's foot while a long form scrolls. */}
          <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col gap-2 border-t border-line bg-surface px-6 pt-4 pb-6 sm:flex-row sm:items-center sm:justify-end">
            {(!filled || uploading) && (
              <p id={waitId} className="text-sm text-fg-muted sm:mr-auto">
                {uploading ? m.admin_catalogue_wait_for_photo() : m.admin_catalogue_fill_required()}
              </p>
            )}
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button variant="outline" disabled={save.isPending} onClick={onClose}>
                {m.admin_cancel()}
              </Button>
              <Button
                type="submit"
                pending={save.isPending}
                disabled={!filled || uploading}
                aria-describedby={!filled || uploading ? waitId : undefined}
              >
                {m.admin_save()}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
