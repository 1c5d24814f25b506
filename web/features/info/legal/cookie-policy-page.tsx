import { InfoPage, InfoSection } from '../components/info-layout.tsx';
import { legalLastUpdated } from './legal-dates.ts';

const cookies = [
  {
    kind: 'Essential',
    purpose: 'Keep you signed in, remember your theme and protect forms.',
    kept: 'Until you log out or the session ends',
  },
  {
    kind: 'Analytics',
    purpose: 'Count visits and see which pages work, without identifying you.',
    kept: '2 years',
  },
  { kind: 'Marketing', purpose: 'Measure whether our advertising reaches travellers.', kept: '90 days' },
  {
    kind: 'Payments',
    purpose: 'Let Razorpay’s checkout complete a payment and prevent fraud.',
    kept: '1 year',
  },
  { kind: 'Chat', purpose: 'Keep your support conversations together.', kept: '10 months' },
];

/** /cookie-policy: the cookies Basera uses and how long each kind is kept (traveller §9). */
export function CookiePolicyPage() {
  return (
    <InfoPage
      title="Cookie Policy"
      eyebrow="Legal"
      lastUpdated={legalLastUpdated}
      lead="Cookies are small files a site stores in your browser. This is what ours do and how long they last."
    >
      <InfoSection id="kinds" title="The cookies we use">
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-fg">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  Kind
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  Kept for
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {cookies.map((cookie) => (
                <tr key={cookie.kind}>
                  <th scope="row" className="px-3 py-3 sm:px-4 align-top font-medium text-fg">
                    {cookie.kind}
                  </th>
                  <td className="px-3 py-3 sm:px-4 align-top">{cookie.purpose}</td>
                  <td className="px-3 py-3 sm:px-4 align-top">{cookie.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </InfoSection>

      <InfoSection id="choices" title="Your choices">
        <p>
          Essential cookies are needed for Basera to work. You can block or delete the others in your
          browser’s settings; the site keeps working, though it may ask you to sign in more often.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
