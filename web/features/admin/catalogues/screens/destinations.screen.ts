import { MapPinned } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { defineScreen } from '../catalogue-screen.ts';

/** Destinations (admin-and-host §2, §3, §5): places travellers search, with a photo. */
export const destinationsScreen = defineScreen({
  catalogue: 'destinations',
  title: m.admin_destinations_title(),
  intro: m.admin_destinations_intro(),
  icon: MapPinned,
  loading: 'text',
  empty: {
    title: m.admin_destinations_empty_title(),
    text: m.admin_destinations_empty_text(),
    action: m.admin_destinations_empty_action(),
  },
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: m.admin_field_name(),
      placeholder: m.admin_destinations_name_placeholder(),
    },
    {
      kind: 'text',
      name: 'city',
      label: m.admin_field_city(),
      placeholder: m.admin_destinations_city_placeholder(),
      half: true,
    },
    {
      kind: 'text',
      name: 'state',
      label: m.admin_field_state(),
      placeholder: m.admin_destinations_state_placeholder(),
      half: true,
    },
    { kind: 'text', name: 'country', label: m.admin_destinations_country(), initial: 'India', half: true },
    {
      kind: 'text',
      name: 'popularFor',
      label: m.admin_destinations_popular_for(),
      placeholder: m.admin_destinations_popular_for_placeholder(),
      half: true,
    },
    {
      kind: 'decimal',
      name: 'latitude',
      label: m.admin_destinations_latitude(),
      placeholder: m.admin_destinations_latitude_placeholder(),
      half: true,
    },
    {
      kind: 'decimal',
      name: 'longitude',
      label: m.admin_destinations_longitude(),
      placeholder: m.admin_destinations_longitude_placeholder(),
      half: true,
    },
    { kind: 'image', name: 'imageUrl', label: m.admin_destinations_photo() },
    { kind: 'textarea', name: 'description', label: m.admin_field_description() },
    {
      kind: 'switch',
      name: 'isActive',
      label: m.admin_active(),
      description: m.admin_destinations_active_description(),
      initial: true,
    },
  ],
  card: (destination) => ({
    title: destination.name,
    photo: destination.imageUrl,
    subtitle: [destination.city, destination.state, destination.country].filter(Boolean).join(', '),
    description: destination.description,
    tags: destination.popularFor ? [{ label: destination.popularFor, tone: 'grey' }] : [],
  }),
});
