import { Award } from 'lucide-react';
import { defineScreen } from '../catalogue-screen.ts';

/** Badges (admin-and-host §2, §3, §5): marks a listing can carry, such as Superhost. */
export const badgesScreen = defineScreen({
  catalogue: 'badges',
  title: 'Badge Management',
  intro: 'Marks a listing can carry, such as Superhost or Eco-friendly.',
  icon: Award,
  loading: 'skeletons',
  empty: {
    title: 'No badges yet',
    text: 'Add marks a listing can carry, such as Superhost.',
    action: 'Add First Badge',
  },
  warnUndo: true,
  fields: [
    { kind: 'text', name: 'name', label: 'Name', placeholder: 'e.g. Superhost' },
    { kind: 'textarea', name: 'description', label: 'Description' },
  ],
  mustBeFilled: ['name'],
  card: (badge) => ({ title: badge.name, description: badge.description }),
});
