import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { clockText } from '../../../components/listing/listing-labels.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { mentionsSmokeAlarm } from '../property-text.ts';

/** "Things to know", shown only when the listing has house rules (traveller §2). */
export function ThingsToKnow({ property }: { property: PropertyDetail }) {
  if (!property.houseRules?.trim()) return null;
  const smokeAlarm = mentionsSmokeAlarm([...property.amenities.map((a) => a.name), property.safetyDetails]);
  const deposit = rupeesToPaise(property.securityDeposit) > 0;
  const column = 'space-y-2 text-sm text-fg';

  return (
    <section aria-labelledby="things-heading" className="py-8">
      <h2 id="things-heading" className="text-xl font-semibold">
        {m.property_things_heading()}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <div>
          <h3 className="mb-2 font-semibold">{m.property_house_rules()}</h3>
          <ul className={column}>
            <li>{m.property_check_in_after({ time: clockText(property.checkInTime) })}</li>
            <li>{m.property_checkout_before({ time: clockText(property.checkOutTime) })}</li>
            <li>{m.property_max_guests({ count: property.maxGuests })}</li>
          </ul>
          <p className="mt-2 text-sm whitespace-pre-line text-fg-muted">{property.houseRules}</p>
        </div>
        <div>
          <h3 className="mb-2 font-semibold">{m.property_safety_heading()}</h3>
          <ul className={column}>
            {smokeAlarm && <li>{m.property_smoke_alarm()}</li>}
            {deposit && (
              <li>{m.property_security_deposit({ amount: formatPrice(property.securityDeposit) })}</li>
            )}
            {!smokeAlarm && !deposit && <li className="text-fg-muted">{m.property_no_safety_details()}</li>}
          </ul>
          {property.safetyDetails && <p className="mt-2 text-sm text-fg-muted">{property.safetyDetails}</p>}
        </div>
        <div>
          <h3 className="mb-2 font-semibold">{m.property_cancellation_policy()}</h3>
          <p className="text-sm">
            <Link
              href={paths.cancellationPolicy}
              className="font-semibold text-brand-text underline underline-offset-2"
            >
              {property.cancellationPolicy}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
