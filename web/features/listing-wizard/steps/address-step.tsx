import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { pincodeProblem } from '../../../../domain/rules/identity-documents.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { Input } from '../../../components/ui/input.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { cn } from '../../../lib/class-names.ts';

type AddressFieldName =
  | 'addressLine1'
  | 'addressLine2'
  | 'landmark'
  | 'city'
  | 'state'
  | 'pincode'
  | 'country';

type FieldSpec = {
  name: AddressFieldName;
  label: string;
  required?: boolean;
  /** What an empty required field says (the pincode's own check says more). */
  requiredMessage?: string;
  maxLength: number;
  autoComplete: string;
  hint?: string;
  className?: string;
};

/** Digits only, at most 6: anything else typed or pasted into the pincode does nothing. */
const pincodeText = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** A labelled address input; a required one shows an asterisk (and says "required" to screen readers). */
function AddressField({
  name,
  label,
  required,
  requiredMessage,
  maxLength,
  autoComplete,
  hint,
  className,
}: FieldSpec) {
  const { control } = useFormContext<ListingForm>();
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const value = String(field.value ?? '');
  const problem = !fieldState.isTouched
    ? null
    : name === 'pincode'
      ? pincodeProblem(value)
      : requiredMessage && !value.trim()
        ? requiredMessage
        : (fieldState.error?.message ?? null);
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  const pincode = name === 'pincode';

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger-text">
              *
            </span>
            <span className="sr-only">{m.wizard_address_required_sr()}</span>
          </>
        )}
      </label>
      <Input
        id={id}
        name={field.name}
        ref={field.ref}
        value={value}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(pincode ? pincodeText(event.target.value) : event.target.value)}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={pincode ? 'numeric' : undefined}
        pattern={pincode ? '[0-9]*' : undefined}
        aria-required={required || undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-text">
          {problem}
        </p>
      )}
    </div>
  );
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'addressLine1',
    label: m.wizard_address_line1(),
    required: true,
    requiredMessage: m.wizard_address_line1_required(),
    maxLength: 200,
    autoComplete: 'address-line1',
    hint: m.wizard_address_line1_hint(),
    className: 'sm:col-span-2',
  },
  {
    name: 'addressLine2',
    label: m.wizard_address_line2(),
    maxLength: 200,
    autoComplete: 'address-line2',
    hint: m.wizard_address_line2_hint(),
    className: 'sm:col-span-2',
  },
  {
    name: 'landmark',
    label: m.wizard_address_landmark(),
    maxLength: 200,
    autoComplete: 'off',
    hint: m.wizard_address_landmark_hint(),
    className: 'sm:col-span-2',
  },
  {
    name: 'city',
    label: m.wizard_address_city(),
    required: true,
    requiredMessage: m.wizard_address_city_required(),
    maxLength: 100,
    autoComplete: 'address-level2',
  },
  {
    name: 'state',
    label: m.wizard_address_state(),
    required: true,
    requiredMessage: m.wizard_address_state_required(),
    maxLength: 100,
    autoComplete: 'address-level1',
  },
  {
    name: 'pincode',
    label: m.wizard_address_pincode(),
    required: true,
    maxLength: 6,
    autoComplete: 'postal-code',
    hint: m.wizard_address_pincode_hint({ count: 6 }),
  },
  {
    name: 'country',
    label: m.wizard_address_country(),
    required: true,
    requiredMessage: m.wizard_address_country_required(),
    maxLength: 60,
    autoComplete: 'country-name',
  },
];

/** Step 3: the address; line 1, city, state, pincode and country are required (§5). */
export function AddressStep() {
  return (
    <div className="max-w-2xl space-y-4">
      <p className="text-sm text-fg-muted">
        <RichText
          text={m.wizard_address_fields_note()}
          tags={{ star: (star) => <span className="text-danger-text">{star}</span> }}
        />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((spec) => (
          <AddressField key={spec.name} {...spec} />
        ))}
      </div>
    </div>
  );
}
