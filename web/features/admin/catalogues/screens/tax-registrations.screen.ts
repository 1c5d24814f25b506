import { Building2, FileBadge, MapPin } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { GST_STATE_NAMES } from '../../../../../domain/rules/gst-states.ts';
import { defineScreen } from '../catalogue-screen.ts';

/** Basera's GST registrations (issue 24 §1): one per state or union territory, on its tax invoices. */
export const taxRegistrationsScreen = defineScreen({
  catalogue: 'taxRegistrations',
  title: m.admin_tax_registrations_title(),
  intro: m.admin_tax_registrations_intro(),
  icon: FileBadge,
  loading: 'skeletons',
  empty: { title: m.admin_tax_registrations_empty_title(), text: m.admin_tax_registrations_empty_text() },
  fields: [
    {
      kind: 'text',
      name: 'legalName',
      label: m.admin_tax_registrations_legal_name(),
      autoComplete: 'organization',
    },
    {
      kind: 'select',
      name: 'state',
      label: m.admin_tax_registrations_state(),
      options: GST_STATE_NAMES,
      placeholder: m.admin_tax_registrations_state_placeholder(),
      half: true,
    },
    {
      kind: 'text',
      name: 'gstin',
      label: 'GSTIN',
      placeholder: '29AABCB1234K1ZT',
      autoComplete: 'off',
      half: true,
    },
    {
      kind: 'textarea',
      name: 'address',
      label: m.admin_tax_registrations_address(),
      placeholder: m.admin_tax_registrations_address_placeholder(),
    },
  ],
  mustBeFilled: ['legalName', 'state', 'gstin', 'address'],
  card: (registration) => ({
    title: registration.state,
    subtitle: registration.gstin,
    details: [
      { icon: Building2, label: m.admin_tax_registrations_legal_name(), text: registration.legalName },
      { icon: MapPin, label: m.admin_tax_registrations_address(), text: registration.address },
    ],
  }),
});
