import { m } from '#i18n/messages.js';
import { LONG_STAY_NIGHTS } from '../../../../domain/rules/refund-quote.ts';
import { formatPaise } from '../../../lib/formatters.ts';
import { BulletList, InfoCard, InfoPage, InfoSection } from '../components/info-layout.tsx';
import { deadlineText } from './deadline-words.ts';
import { policyTerms } from './policy-terms.ts';

// The worked example of docs/cancellation-policy.md, in paise.
const nightly = 400_000;
const nights = 3;
const cleaning = 80_000;
const service = 120_000;
const nightlyTotal = nightly * nights;
// Deadlines from the refund rule itself, never copied.
const flexible = deadlineText('Flexible');
const longStay = deadlineText('Long stay');

/** /cancellation-policy: the three policies and how a refund is worked out (docs/cancellation-policy.md). */
export function CancellationPolicyPage() {
  return (
    <InfoPage
      title={m.info_cancellation_title()}
      eyebrow={m.info_eyebrow_support()}
      lead={m.info_cancellation_lead()}
      wide
    >
      <InfoSection id="policies" title={m.info_cancellation_three()}>
        <ul className="grid gap-4 md:grid-cols-3" aria-label={m.info_cancellation_policies_label()}>
          {policyTerms.map((policy) => (
            <li key={policy.name}>
              <InfoCard className="h-full">
                <h3 className="text-lg font-semibold text-fg">{policy.label}</h3>
                <p className="mt-1 text-sm">{policy.summary}</p>
                <div className="mt-4 text-sm">
                  <BulletList items={policy.terms} label={policy.termsLabel} />
                </div>
              </InfoCard>
            </li>
          ))}
        </ul>
      </InfoSection>

      <div className="grid max-w-3xl gap-12">
        <InfoSection id="deadline" title={m.info_cancellation_deadline_title()}>
          <p>{m.info_cancellation_deadline_text({ deadline: flexible })}</p>
        </InfoSection>

        <InfoSection id="fees" title={m.info_cancellation_refunded_title()}>
          <BulletList
            items={[
              m.info_cancellation_refunded_percentage(),
              m.info_cancellation_refunded_cleaning(),
              m.info_cancellation_refunded_service(),
              m.info_cancellation_refunded_after(),
              m.info_cancellation_refunded_paisa(),
            ]}
          />
        </InfoSection>

        <InfoSection
          id="long-stays"
          title={m.info_cancellation_long_stays_title({ count: LONG_STAY_NIGHTS })}
        >
          <p>{m.info_cancellation_long_stays_intro()}</p>
          <BulletList
            items={[
              m.info_cancellation_long_full({ deadline: longStay }),
              m.info_cancellation_long_half({ deadline: longStay }),
              m.info_cancellation_long_cleaning(),
            ]}
          />
        </InfoSection>

        <InfoSection id="host-cancels" title={m.info_cancellation_host_cancels_title()}>
          <p>{m.info_cancellation_host_cancels_text()}</p>
        </InfoSection>

        <InfoSection id="timing" title={m.info_cancellation_timing_title()}>
          <p>{m.info_refund_timing()}</p>
        </InfoSection>

        <InfoSection id="example" title={m.info_cancellation_example_title()}>
          <p>
            {m.info_cancellation_example({
              count: nights,
              nightly: formatPaise(nightly),
              nightlyTotal: formatPaise(nightlyTotal),
              cleaning: formatPaise(cleaning),
              service: formatPaise(service),
              half: formatPaise(nightlyTotal / 2),
              refund: formatPaise(nightlyTotal / 2 + cleaning + service),
            })}
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
