import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { averageBarPercent, ratingText } from '../property-text.ts';

/** The listing's average per rating parameter: "Cleanliness 4.8", with a bar out of 5. */
export function RatingBreakdown({ breakdown }: { breakdown: PropertyDetail['ratingBreakdown'] }) {
  if (breakdown.length === 0) return null;
  return (
    <dl className="mt-5 grid gap-x-10 gap-y-3 sm:grid-cols-2">
      {breakdown.map((parameter) => (
        <div key={parameter.id} className="flex items-center gap-3">
          <dt className="min-w-0 flex-1 truncate text-sm text-fg">{parameter.name}</dt>
          <dd className="flex items-center gap-3">
            <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-muted">
              <span
                className="block h-full rounded-full bg-fg"
                style={{ width: `${averageBarPercent(parameter.average)}%` }}
              />
            </span>
            <span className="w-7 text-right text-sm font-semibold text-fg tabular-nums">
              <RichText
                text={m.property_parameter_rating({ rating: ratingText(parameter.average), max: 5 })}
                tags={{ sr: (text) => <span className="sr-only">{text}</span> }}
              />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
