import { Lightbulb } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { paise } from '../../../../domain/money.ts';
import { guestTotalPerNight, suggestedPrice } from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatPaise } from '../../../lib/formatters.ts';
import { PriceField } from '../components/price-field.tsx';
import { WizardSwitch } from '../components/wizard-switch.tsx';

/** Whole rupees as the app writes them: Indian grouping ("₹2,50,000"). */
const rupees = (amount: number) => formatPaise(paise(Math.round(amount) * 100));

/**
 * Step 9: the nightly price, cleaning fee and security deposit; a suggested price "based on similar
 * listings" (§9) with "Use this price"; what a guest pays per night; instant booking and smart pricing.
 */
export function PricingStep() {
  const { setValue } = useFormContext<ListingForm>();
  const [basePrice, cleaningFee, securityDeposit, bedrooms, bathrooms, maxGuests] = useWatch<
    ListingForm,
    ['basePrice', 'cleaningFee', 'securityDeposit', 'bedrooms', 'bathrooms', 'maxGuests']
  >({ name: ['basePrice', 'cleaningFee', 'securityDeposit', 'bedrooms', 'bathrooms', 'maxGuests'] });
  const suggested = suggestedPrice({
    bedrooms: bedrooms ?? 0,
    bathrooms: bathrooms ?? 0,
    maxGuests: maxGuests ?? 0,
  });
  const total = guestTotalPerNight({
    basePrice: basePrice ?? 0,
    cleaningFee: cleaningFee ?? 0,
    securityDeposit: securityDeposit ?? 0,
  });

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="suggested-price"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-brand-soft p-4 sm:flex-row sm:items-center sm:p-6"
      >
        <Lightbulb className="hidden size-6 shrink-0 text-brand-text sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="suggested-price" className="text-sm font-medium text-fg">
            {m.wizard_pricing_suggested()}
          </h2>
          <p className="mt-1 text-fg">
            <span className="text-2xl font-bold tabular-nums" data-testid="suggested-price">
              {rupees(suggested)}
            </span>{' '}
            <span className="text-fg-muted">{m.wizard_per_night()}</span>
          </p>
          <p className="mt-1 text-sm text-fg-muted">{m.wizard_pricing_suggested_basis()}</p>
        </div>
        <Button
          variant="outline"
          onClick={() => setValue('basePrice', suggested, { shouldDirty: true, shouldValidate: true })}
        >
          {m.wizard_pricing_use_suggested()}
        </Button>
      </section>

      <div className="grid gap-5 sm:grid-cols-3">
        <PriceField name="basePrice" label={m.wizard_pricing_base()} />
        <PriceField name="cleaningFee" label={m.wizard_pricing_cleaning()} hint={m.wizard_optional()} />
        <PriceField name="securityDeposit" label={m.wizard_pricing_deposit()} hint={m.wizard_optional()} />
      </div>

      <div className="flex items-baseline justify-between gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <p className="text-fg">
          {m.wizard_pricing_guest_total()}
          <span className="block text-sm text-fg-muted">{m.wizard_pricing_guest_total_parts()}</span>
        </p>
        <p className="shrink-0 text-xl font-bold text-fg tabular-nums" data-testid="guest-total">
          {rupees(total)}
        </p>
      </div>

      <div className="divide-y divide-line rounded-2xl border border-line bg-surface px-4 sm:px-6">
        <WizardSwitch
          name="instantBook"
          label={m.wizard_pricing_instant_book()}
          description={m.wizard_pricing_instant_book_description()}
        />
        <WizardSwitch
          name="enableSmartPricing"
          label={m.wizard_pricing_smart()}
          description={m.wizard_pricing_smart_description()}
        />
      </div>
    </div>
  );
}
