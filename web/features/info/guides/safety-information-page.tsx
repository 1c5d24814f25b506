import { m } from '#i18n/messages.js';
import { contactParams, WithContactLinks } from '../components/contact-links.tsx';
import { InfoCard, InfoPage, ListSection } from '../components/info-layout.tsx';

/** /safety-information: staying safe as a guest and as a host. */
export function SafetyInformationPage() {
  return (
    <InfoPage title={m.info_safety_title()} eyebrow={m.info_eyebrow_support()} lead={m.info_safety_lead()}>
      <InfoCard className="border-danger-text/40">
        <h2 className="text-lg font-semibold text-fg">{m.info_safety_emergency()}</h2>
        <p className="mt-2 text-fg-muted">
          <WithContactLinks
            text={m.info_safety_emergency_text(contactParams)}
            tags={{ strong: (text) => <strong className="text-fg">{text}</strong> }}
          />
        </p>
      </InfoCard>

      <ListSection
        id="before"
        title={m.info_safety_before()}
        items={[
          m.info_safety_before_read(),
          m.info_safety_before_reviews(),
          m.info_safety_before_pay(),
          m.info_safety_before_ask(),
        ]}
      />

      <ListSection
        id="during"
        title={m.info_safety_during()}
        items={[
          m.info_safety_during_find(),
          m.info_safety_during_share(),
          m.info_safety_during_valuables(),
          m.info_safety_during_unsafe(),
        ]}
      />

      <ListSection
        id="hosts"
        title={m.info_for_hosts()}
        items={[m.info_safety_hosts_alarm(), m.info_safety_hosts_describe(), m.info_safety_hosts_keep()]}
      />

      <ListSection
        id="account"
        title={m.info_your_account()}
        items={[
          m.info_safety_account_password(),
          m.info_never_asks_password(),
          m.info_safety_account_log_out(),
        ]}
      />
    </InfoPage>
  );
}
