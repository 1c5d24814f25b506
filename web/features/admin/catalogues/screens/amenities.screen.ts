import { Sparkles } from 'lucide-react';
import { defineScreen } from '../catalogue-screen.ts';

const categories = [
  { value: 'general', label: 'General' },
  { value: 'guest_favorite', label: 'Guest favourite' },
];

/** Amenities (admin-and-host §2, §3, §5): what a listing offers, in two groups. */
export const amenitiesScreen = defineScreen({
  catalogue: 'amenities',
  title: 'Amenities',
  intro: 'What hosts can say their place offers; guest favourites are shown first.',
  icon: Sparkles,
  loading: 'text',
  empty: {
    title: 'No amenities yet',
    text: 'Add what a place can offer, such as Wifi or a pool.',
    action: 'Add First Amenity',
  },
  fields: [
    { kind: 'text', name: 'name', label: 'Name', placeholder: 'e.g. Wifi' },
    { kind: 'choice', name: 'category', label: 'Category', options: categories, initial: 'general' },
    { kind: 'icon', name: 'icon', label: 'Icon', placeholder: 'e.g. 📶' },
    { kind: 'textarea', name: 'description', label: 'Description' },
    {
      kind: 'switch',
      name: 'isActive',
      label: 'Active',
      description: 'Hosts can choose active amenities for their listings.',
      initial: true,
    },
  ],
  card: (amenity) => ({
    title: amenity.name,
    icon: amenity.icon,
    description: amenity.description,
    tags: [
      amenity.category === 'guest_favorite'
        ? { label: 'Guest favourite', tone: 'yellow' }
        : { label: 'General', tone: 'grey' },
    ],
  }),
});
