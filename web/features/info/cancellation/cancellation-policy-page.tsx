import { formatRupees } from '../../../../domain/money.ts';
import { LONG_STAY_NIGHTS, refundDeadlineWords } from '../../../../domain/rules/refund-quote.ts';
import { BulletList, InfoCard, InfoPage, InfoSection } from '../components/info-layout.tsx';
import { policyTerms } from './policy-terms.ts';

// The worked example of docs/cancellation-policy.md, in paise.
const nightly = 400_000;
const nights = 3;
const cleaning = 80_000;
const service = 120_000;
const nightlyTotal = nightly * nights;
// Deadlines from the refund rule itself, never copied.
const flexible = refundDeadlineWords('Flexible');
const longStay = refundDeadlineWords('Long stay');

/** /cancellation-policy: the three policies and how a refund is worked out (docs/cancellation-policy.md). */
export function CancellationPolicyPage() {
  return (
    <InfoPage
      title="Cancellation Policy"
      eyebrow="Support"
      lead="Every listing shows one of three cancellation policies: Flexible, Moderate or Strict. Here is what each one refunds, and how we work it out."
      wide
    >
      <InfoSection id="policies" title="The three policies">
        <ul className="grid gap-4 md:grid-cols-3" aria-label="Cancellation policies">
          {policyTerms.map((policy) => (
            <li key={policy.name}>
              <InfoCard className="h-full">
                <h3 className="text-lg font-semibold text-fg">{policy.name}</h3>
                <p className="mt-1 text-sm">{policy.summary}</p>
                <div className="mt-4 text-sm">
                  <BulletList items={policy.terms} label={`${policy.name} terms`} />
                </div>
              </InfoCard>
            </li>
          ))}
        </ul>
      </InfoSection>

      <div className="grid max-w-3xl gap-12">
        <InfoSection id="deadline" title="When check-in is">
          <p>
            Deadlines count to the check-in date at the listing’s check-in time, in the property’s local time
            zone (India Standard Time unless the listing says otherwise) — not the time where you are. “More
            than {flexible}” means exactly that: cancelling exactly {flexible} before a Flexible check-in gets
            the 50% refund.
          </p>
        </InfoSection>

        <InfoSection id="fees" title="What is refunded">
          <BulletList
            items={[
              'The percentage applies to the nightly total (the nightly price × nights).',
              'The cleaning fee is refunded in full whenever you cancel before check-in.',
              'The service fee is refunded before check-in under Flexible and Moderate, and never under Strict.',
              'After check-in nothing is refunded, under any policy.',
              'Amounts are worked out to the paisa; half a paisa is rounded in your favour.',
            ]}
          />
        </InfoSection>

        <InfoSection id="long-stays" title={`Stays of ${LONG_STAY_NIGHTS} nights or more`}>
          <p>Long stays have their own terms, whatever the listing’s policy:</p>
          <BulletList
            items={[
              `100% of the nightly total and the service fee refunded if you cancel more than ${longStay} before check-in`,
              `50% of the nightly total refunded if you cancel ${longStay} or less before check-in; the service fee is not refunded`,
              'The cleaning fee refunded in full before check-in; no refund after check-in',
            ]}
          />
        </InfoSection>

        <InfoSection id="host-cancels" title="If the host or Basera cancels">
          <p>You get everything back, service fee included.</p>
        </InfoSection>

        <InfoSection id="timing" title="When the money arrives">
          <p>Refunds go back to the original payment method and take 5-10 business days to arrive.</p>
        </InfoSection>

        <InfoSection id="example" title="An example">
          <p>
            3 nights at {formatRupees(nightly)} ({formatRupees(nightlyTotal)}), a {formatRupees(cleaning)}{' '}
            cleaning fee and a {formatRupees(service)} service fee, under Moderate, cancelled 3 days before
            check-in: 50% of {formatRupees(nightlyTotal)} is {formatRupees(nightlyTotal / 2)}, plus the
            cleaning and service fees, so {formatRupees(nightlyTotal / 2 + cleaning + service)} comes back to
            you.
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
