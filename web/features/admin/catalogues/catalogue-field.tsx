import { useId } from 'react';
import { m } from '#i18n/messages.js';
import { TextField } from '../../../components/ui/input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/class-names.ts';
import type { FormField } from './catalogue-form.ts';
import { CatalogueIcon } from './catalogue-icon.tsx';
import { ImageField } from './image-field.tsx';
import type { CatalogueForm } from './use-catalogue-form.ts';

type Props = {
  field: FormField;
  form: CatalogueForm;
  required: boolean;
  onUploading: (busy: boolean) => void;
};

const labelOf = (label: string, required: boolean) => (required ? `${label} *` : label);

function TextareaField({ field, form, required }: Props) {
  const id = useId();
  const error = form.errors[field.name];
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {labelOf(field.label, required)}
      </label>
      <Textarea
        id={id}
        rows={3}
        value={String(form.values[field.name] ?? '')}
        placeholder={'placeholder' in field ? field.placeholder : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        onChange={(event) => form.setValue(field.name, event.target.value)}
        onBlur={() => form.leave(field.name)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

function SelectChoiceField({ field, form, required }: Props) {
  if (field.kind !== 'select') return null;
  return (
    <SelectField
      label={labelOf(field.label, required)}
      placeholder={field.placeholder}
      options={field.options}
      value={String(form.values[field.name] ?? '')}
      error={form.errors[field.name]}
      aria-required={required || undefined}
      onChange={(event) => form.setValue(field.name, event.target.value)}
      onBlur={() => form.leave(field.name)}
    />
  );
}

function ChoiceField({ field, form }: Props) {
  if (field.kind !== 'choice') return null;
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{field.label}</legend>
      <div className="grid grid-cols-2 gap-2">
        {field.options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              form.values[field.name] === option.value
                ? 'border-brand bg-brand-soft text-brand-text'
                : 'border-line-strong text-fg',
            )}
          >
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={form.values[field.name] === option.value}
              onChange={() => form.setValue(field.name, option.value)}
              className="accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One field of a catalogue form, drawn by its kind; its message sits under it, tied by aria-describedby. */
export function CatalogueField(props: Props) {
  const { field, form, required, onUploading } = props;
  const value = form.values[field.name];
  const text = typeof value === 'string' ? value : '';
  const common = {
    label: labelOf(field.label, required),
    value: text,
    error: form.errors[field.name],
    'aria-required': required || undefined,
    onChange: (event: { target: { value: string } }) => form.setValue(field.name, event.target.value),
    onBlur: () => form.leave(field.name),
  };
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={field.type ?? 'text'}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
        />
      );
    case 'decimal':
      return <TextField {...common} inputMode="decimal" placeholder={field.placeholder} />;
    case 'icon':
      return (
        <TextField
          {...common}
          placeholder={field.placeholder}
          hint={m.admin_catalogue_icon_hint()}
          trailing={<CatalogueIcon icon={text} className="mr-1 size-9" />}
        />
      );
    case 'textarea':
      return <TextareaField {...props} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'select':
      return <SelectChoiceField {...props} />;
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          checked={value === true}
          onCheckedChange={(checked) => form.setValue(field.name, checked)}
        />
      );
    case 'image':
      return (
        <ImageField
          label={field.label}
          url={text}
          error={form.errors[field.name]}
          onChange={(url) => form.setValue(field.name, url)}
          onBusyChange={onUploading}
        />
      );
  }
}
