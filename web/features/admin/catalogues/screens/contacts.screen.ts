import { ContactRound, Mail, MapPin, Phone } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { defineScreen } from '../catalogue-screen.ts';

const required = ['name', 'phone', 'email', 'role', 'city', 'state', 'county', 'pincode'] as const;

/** Contacts (admin-and-host §2, §3, §5): the people travellers and hosts can reach. */
export const contactsScreen = defineScreen({
  catalogue: 'contacts',
  title: m.admin_contacts_title(),
  intro: m.admin_contacts_intro(),
  icon: ContactRound,
  loading: 'skeletons',
  empty: { title: m.admin_contacts_empty_title(), text: m.admin_contacts_empty_text() },
  fields: [
    { kind: 'text', name: 'name', label: m.admin_field_name(), autoComplete: 'off', half: true },
    { kind: 'text', name: 'role', label: m.admin_contacts_role(), initial: 'Support', half: true },
    {
      kind: 'text',
      name: 'phone',
      label: m.admin_field_phone(),
      type: 'tel',
      autoComplete: 'off',
      half: true,
    },
    {
      kind: 'text',
      name: 'email',
      label: m.admin_field_email(),
      type: 'email',
      autoComplete: 'off',
      half: true,
    },
    { kind: 'text', name: 'city', label: m.admin_field_city(), half: true },
    { kind: 'text', name: 'county', label: m.admin_contacts_county(), half: true },
    { kind: 'text', name: 'state', label: m.admin_field_state(), half: true },
    { kind: 'text', name: 'pincode', label: m.admin_contacts_pincode(), half: true },
  ],
  mustBeFilled: required,
  card: (contact) => ({
    title: contact.name,
    tags: [{ label: contact.role, tone: 'green' }],
    details: [
      {
        icon: Phone,
        label: m.admin_field_phone(),
        text: contact.phone,
        href: `tel:${contact.phone.replace(/\s/g, '')}`,
      },
      ...(contact.email
        ? [{ icon: Mail, label: m.admin_field_email(), text: contact.email, href: `mailto:${contact.email}` }]
        : []),
      {
        icon: MapPin,
        label: m.admin_contacts_area(),
        text: [contact.city, contact.county, contact.state, contact.pincode].filter(Boolean).join(', '),
      },
    ],
  }),
});
