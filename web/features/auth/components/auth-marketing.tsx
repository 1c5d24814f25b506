import { BadgeCheck, Headphones, LockKeyhole, Star } from 'lucide-react';

const points = [
  { icon: BadgeCheck, title: 'Verified properties', text: 'Every listing is reviewed before it goes live.' },
  { icon: Star, title: 'Top-rated stays', text: 'Homes guests love, rated by people who stayed.' },
  { icon: LockKeyhole, title: 'Secure booking', text: 'Pay safely online or book through our contacts.' },
  { icon: Headphones, title: '24/7 support', text: 'Help whenever you need it, day or night.' },
];

/** The sign-in page's marketing points (traveller §1). */
export function AuthMarketing() {
  return (
    <div className="rounded-2xl bg-brand p-8 text-brand-fg lg:p-10">
      <h2 className="text-2xl font-bold tracking-tight">Stay anywhere in India, feel at home</h2>
      <p className="mt-2 text-sm opacity-90">Join travellers and hosts across the country on Basera.</p>
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
