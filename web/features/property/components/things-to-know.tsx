import { Link } from 'wouter';
import { rupeesToPaise } from '../../../../domain/money.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { clockText } from '../../../components/listing/listing-labels.ts';
import { formatPrice, plural } from '../../../lib/formatters.ts';
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
        Things to know
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <div>
          <h3 className="mb-2 font-semibold">House rules</h3>
          <ul className={column}>
            <li>Check-in after {clockText(property.checkInTime)}</li>
            <li>Checkout before {clockText(property.checkOutTime)}</li>
            <li>{plural(property.maxGuests, 'guest')} maximum</li>
          </ul>
          <p className="mt-2 text-sm whitespace-pre-line text-fg-muted">{property.houseRules}</p>
        </div>
        <div>
          <h3 className="mb-2 font-semibold">Safety & property</h3>
          <ul className={column}>
            {smokeAlarm && <li>Smoke alarm</li>}
            {deposit && <li>Security deposit required: {formatPrice(property.securityDeposit)}</li>}
            {!smokeAlarm && !deposit && <li className="text-fg-muted">No safety details given</li>}
          </ul>
          {property.safetyDetails && <p className="mt-2 text-sm text-fg-muted">{property.safetyDetails}</p>}
        </div>
        <div>
          <h3 className="mb-2 font-semibold">Cancellation policy</h3>
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
