import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { priceFromInput } from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { RupeeField } from '../../../components/ui/rupee-field.tsx';

type PriceName = 'basePrice' | 'cleaningFee' | 'securityDeposit';

/** The field's text for an amount: empty for 0 (the placeholder shows 0). */
const shown = (value: number) => (value > 0 ? String(value) : '');

/**
 * A whole-rupee amount (§5: numeric; anything that is not a number becomes 0). The text stays as
 * typed while the field has the focus; the form holds the number.
 */
export function PriceField({ name, label, hint }: { name: PriceName; label: string; hint?: string }) {
  const { field } = useController<ListingForm, PriceName>({ name });
  const [text, setText] = useState(() => shown(field.value));

  // A value set from outside ("Use this price") shows at once.
  useEffect(() => {
    setText((typed) => (priceFromInput(typed) === field.value ? typed : shown(field.value)));
  }, [field.value]);

  return (
    <RupeeField
      label={label}
      hint={hint}
      ref={field.ref}
      name={field.name}
      placeholder="0"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(priceFromInput(event.target.value));
      }}
      onBlur={() => {
        setText(shown(field.value));
        field.onBlur();
      }}
    />
  );
}
