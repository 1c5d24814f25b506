import { ContactRound, Mail, MapPin, Phone } from 'lucide-react';
import { defineScreen } from '../catalogue-screen.ts';

const required = ['name', 'phone', 'email', 'role', 'city', 'state', 'county', 'pincode'] as const;

/** Contacts (admin-and-host §2, §3, §5): the people travellers and hosts can reach. */
export const contactsScreen = defineScreen({
  catalogue: 'contacts',
  title: 'Contact Management',
  intro: 'The people travellers and hosts can reach for help, by region.',
  icon: ContactRound,
  loading: 'skeletons',
  empty: { title: 'No contacts found', text: 'Add the people travellers and hosts can reach for help.' },
  warnUndo: true,
  fields: [
    { kind: 'text', name: 'name', label: 'Name', autoComplete: 'off', half: true },
    { kind: 'text', name: 'role', label: 'Role', initial: 'Support', half: true },
    { kind: 'text', name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off', half: true },
    { kind: 'text', name: 'email', label: 'Email', type: 'email', autoComplete: 'off', half: true },
    { kind: 'text', name: 'city', label: 'City', half: true },
    { kind: 'text', name: 'county', label: 'County', half: true },
    { kind: 'text', name: 'state', label: 'State', half: true },
    { kind: 'text', name: 'pincode', label: 'Pincode', half: true },
  ],
  mustBeFilled: required,
  card: (contact) => ({
    title: contact.name,
    tags: [{ label: contact.role, tone: 'green' }],
    details: [
      { icon: Phone, label: 'Phone', text: contact.phone, href: `tel:${contact.phone.replace(/\s/g, '')}` },
      ...(contact.email
        ? [{ icon: Mail, label: 'Email', text: contact.email, href: `mailto:${contact.email}` }]
        : []),
      {
        icon: MapPin,
        label: 'Area',
        text: [contact.city, contact.county, contact.state, contact.pincode].filter(Boolean).join(', '),
      },
    ],
  }),
});
