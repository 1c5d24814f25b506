import { BadgeCheck, Headphones, LockKeyhole, Star } from 'lucide-react';
import { m } from '#i18n/messages.js';

const points = [
  { icon: BadgeCheck, title: m.auth_marketing_verified_title(), text: m.auth_marketing_verified_text() },
  { icon: Star, title: m.auth_marketing_rated_title(), text: m.auth_marketing_rated_text() },
  { icon: LockKeyhole, title: m.auth_marketing_secure_title(), text: m.auth_marketing_secure_text() },
  { icon: Headphones, title: m.auth_marketing_support_title(), text: m.auth_marketing_support_text() },
];

/** The sign-in page's marketing points (traveller §1). */
export function AuthMarketing() {
  return (
    <div className="rounded-2xl bg-brand p-8 text-brand-fg lg:p-10">
      <h2 className="text-2xl font-bold tracking-tight">{m.auth_marketing_heading()}</h2>
      <p className="mt-2 text-sm opacity-90">{m.auth_marketing_text()}</p>
      <ul className="mt-8 space-y-6">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm opacity-90">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
