import { Sparkles } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { defineScreen } from '../catalogue-screen.ts';

const categories = [
  { value: 'general', label: m.admin_amenities_category_general() },
  { value: 'guest_favorite', label: m.admin_amenities_category_guest_favourite() },
];

/** Amenities (admin-and-host §2, §3, §5): what a listing offers, in two groups. */
export const amenitiesScreen = defineScreen({
  catalogue: 'amenities',
  title: m.admin_amenities_title(),
  intro: m.admin_amenities_intro(),
  icon: Sparkles,
  loading: 'text',
  empty: {
    title: m.admin_amenities_empty_title(),
    text: m.admin_amenities_empty_text(),
    action: m.admin_amenities_empty_action(),
  },
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: m.admin_field_name(),
      placeholder: m.admin_amenities_name_placeholder(),
    },
    {
      kind: 'choice',
      name: 'category',
      label: m.admin_amenities_category(),
      options: categories,
      initial: 'general',
    },
    {
      kind: 'icon',
      name: 'icon',
      label: m.admin_field_icon(),
      placeholder: m.admin_amenities_icon_placeholder(),
    },
    { kind: 'textarea', name: 'description', label: m.admin_field_description() },
    {
      kind: 'switch',
      name: 'isActive',
      label: m.admin_active(),
      description: m.admin_amenities_active_description(),
      initial: true,
    },
  ],
  card: (amenity) => ({
    title: amenity.name,
    icon: amenity.icon,
    description: amenity.description,
    tags: [
      amenity.category === 'guest_favorite'
        ? { label: m.admin_amenities_category_guest_favourite(), tone: 'yellow' }
        : { label: m.admin_amenities_category_general(), tone: 'grey' },
    ],
  }),
});
