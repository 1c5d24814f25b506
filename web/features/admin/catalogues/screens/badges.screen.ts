import { Award } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { defineScreen } from '../catalogue-screen.ts';

/** Badges (admin-and-host §2, §3, §5): marks a listing can carry, such as Superhost. */
export const badgesScreen = defineScreen({
  catalogue: 'badges',
  title: m.admin_badges_title(),
  intro: m.admin_badges_intro(),
  icon: Award,
  loading: 'skeletons',
  empty: {
    title: m.admin_badges_empty_title(),
    text: m.admin_badges_empty_text(),
    action: m.admin_badges_empty_action(),
  },
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: m.admin_field_name(),
      placeholder: m.admin_badges_name_placeholder(),
    },
    { kind: 'textarea', name: 'description', label: m.admin_field_description() },
  ],
  mustBeFilled: ['name'],
  card: (badge) => ({ title: badge.name, description: badge.description }),
});
