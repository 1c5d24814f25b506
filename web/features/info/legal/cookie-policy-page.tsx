import { m } from '#i18n/messages.js';
import { InfoPage, InfoSection } from '../components/info-layout.tsx';
import { legalLastUpdated } from './legal-dates.ts';

const cookies = [
  {
    kind: m.info_cookie_essential(),
    purpose: m.info_cookie_essential_purpose(),
    kept: m.info_cookie_essential_kept(),
  },
  {
    kind: m.info_cookie_analytics(),
    purpose: m.info_cookie_analytics_purpose(),
    kept: m.info_cookie_analytics_kept(),
  },
  {
    kind: m.info_cookie_marketing(),
    purpose: m.info_cookie_marketing_purpose(),
    kept: m.info_cookie_marketing_kept(),
  },
  {
    kind: m.info_cookie_payments(),
    purpose: m.info_cookie_payments_purpose(),
    kept: m.info_cookie_payments_kept(),
  },
  { kind: m.info_cookie_chat(), purpose: m.info_cookie_chat_purpose(), kept: m.info_cookie_chat_kept() },
];

/** /cookie-policy: the cookies Basera uses and how long each kind is kept (traveller §9). */
export function CookiePolicyPage() {
  return (
    <InfoPage
      title={m.info_cookie_title()}
      eyebrow={m.info_eyebrow_legal()}
      lastUpdated={legalLastUpdated}
      lead={m.info_cookie_lead()}
    >
      <InfoSection id="kinds" title={m.info_cookie_kinds()}>
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-fg">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  {m.info_cookie_kind()}
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  {m.info_cookie_purpose()}
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  {m.info_cookie_kept_for()}
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

      <InfoSection id="choices" title={m.info_cookie_choices()}>
        <p>{m.info_cookie_choices_text()}</p>
      </InfoSection>
    </InfoPage>
  );
}
