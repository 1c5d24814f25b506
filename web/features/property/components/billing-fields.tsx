import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { GST_STATE_NAMES, gstStateName } from '../../../../domain/rules/gst-states.ts';
import { TextField } from '../../../components/ui/input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { settledBlur } from '../../../lib/after-pointer-release.ts';
import type { BillingValues } from '../billing-form.ts';

/** Digits only, at most 6: a pasted "560 001" becomes 560001. */
const pincodeText = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** The state or union territory, from the list GST knows (a select: nothing to misspell). */
function StateSelect() {
  const { control, getValues, trigger } = useFormContext<BillingValues>();
  const { field, fieldState } = useController({ control, name: 'state' });
  return (
    <SelectField
      label={m.property_billing_state()}
      placeholder={m.property_billing_choose_state()}
      options={GST_STATE_NAMES}
      labelOf={gstStateName}
      autoComplete="address-level1"
      {...field}
      onBlur={settledBlur(field.onBlur)}
      onChange={(event) => {
        field.onChange(event);
        // A GSTIN must be of the state billed: its message follows the state as it changes.
        if (getValues('gstin')) void trigger('gstin');
      }}
      error={fieldState.error?.message}
    />
  );
}

function PincodeField() {
  const { control } = useFormContext<BillingValues>();
  const { field, fieldState } = useController({ control, name: 'pincode' });
  return (
    <TextField
      label={m.property_billing_pincode()}
      {...field}
      onBlur={settledBlur(field.onBlur)}
      onChange={(event) => field.onChange(pincodeText(event.target.value))}
      inputMode="numeric"
      autoComplete="postal-code"
      error={fieldState.error?.message}
    />
  );
}

type Props = { withGstin: boolean; onWithGstinChange: (withGstin: boolean) => void };

/**
 * Billing details (issue 24 §3): who the tax invoice is made out to. The GSTIN of a business
 * traveller is asked only once they tick "Add a GSTIN for a business invoice".
 */
export function BillingFields({ withGstin, onWithGstinChange }: Props) {
  const { register, formState } = useFormContext<BillingValues>();
  // Checked on blur (the form's mode), once a press that caused the blur is over.
  const registered = (name: 'name' | 'gstin') => {
    const props = register(name);
    return { ...props, onBlur: settledBlur(props.onBlur) };
  };
  const { errors } = formState;
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-fg">
          {m.property_billing_heading()}
        </h3>
        <p className="text-sm text-fg-muted">{m.property_billing_intro()}</p>
      </div>
      <TextField
        label={m.property_billing_name()}
        autoComplete="name"
        {...registered('name')}
        error={errors.name?.message}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <StateSelect />
        <PincodeField />
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-fg">
        <input
          type="checkbox"
          checked={withGstin}
          onChange={(event) => onWithGstinChange(event.target.checked)}
          className="size-4 shrink-0 accent-brand"
        />
        {m.property_billing_add_gstin()}
      </label>
      {withGstin && (
        <TextField
          label="GSTIN"
          {...registered('gstin')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono uppercase"
          hint={m.property_billing_gstin_hint({ length: 15 })}
          error={errors.gstin?.message}
        />
      )}
    </fieldset>
  );
}
