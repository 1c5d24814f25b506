import { Building2, FileBadge, MapPin } from 'lucide-react';
import { GST_STATE_NAMES } from '../../../../../domain/rules/gst-states.ts';
import { defineScreen } from '../catalogue-screen.ts';

/** Basera's GST registrations (issue 24 §1): one per state or union territory, on its tax invoices. */
export const taxRegistrationsScreen = defineScreen({
  catalogue: 'taxRegistrations',
  title: 'Tax Registrations',
  intro: "Basera's GST registration in each state and union territory, as its tax invoices show it.",
  icon: FileBadge,
  loading: 'skeletons',
  empty: { title: 'No tax registrations found', text: "Add Basera's GST registration for a state." },
  warnUndo: true,
  fields: [
    { kind: 'text', name: 'legalName', label: 'Legal name', autoComplete: 'organization' },
    {
      kind: 'select',
      name: 'state',
      label: 'State or union territory',
      options: GST_STATE_NAMES,
      placeholder: 'Choose a state',
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
    { kind: 'textarea', name: 'address', label: 'Address', placeholder: 'The registered place of business' },
  ],
  mustBeFilled: ['legalName', 'state', 'gstin', 'address'],
  card: (registration) => ({
    title: registration.state,
    subtitle: registration.gstin,
    details: [
      { icon: Building2, label: 'Legal name', text: registration.legalName },
      { icon: MapPin, label: 'Address', text: registration.address },
    ],
  }),
});
