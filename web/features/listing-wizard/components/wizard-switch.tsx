import { useController } from 'react-hook-form';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { Switch } from '../../../components/ui/switch.tsx';

type SwitchName = 'instantBook' | 'enableSmartPricing';

/** An on/off setting of the listing: a labelled switch (role switch) with a sentence saying what it does. */
export function WizardSwitch({
  name,
  label,
  description,
}: {
  name: SwitchName;
  label: string;
  description: string;
}) {
  const { field } = useController<ListingForm, SwitchName>({ name });
  return (
    <Switch
      ref={field.ref}
      label={label}
      description={description}
      checked={field.value === true}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      className="py-4"
    />
  );
}
