import { Star } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { defineScreen } from '../catalogue-screen.ts';

/** Rating parameters (admin-and-host §2, §3, §5): what guests score in a review. */
export const ratingParametersScreen = defineScreen({
  catalogue: 'ratingParameters',
  title: m.admin_rating_parameters_title(),
  intro: m.admin_rating_parameters_intro(),
  icon: Star,
  loading: 'text',
  empty: {
    title: m.admin_rating_parameters_empty_title(),
    text: m.admin_rating_parameters_empty_text(),
    action: m.admin_rating_parameters_empty_action(),
  },
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: m.admin_field_name(),
      placeholder: m.admin_rating_parameters_name_placeholder(),
    },
    { kind: 'textarea', name: 'description', label: m.admin_field_description() },
    {
      kind: 'switch',
      name: 'isActive',
      label: m.admin_active(),
      description: m.admin_rating_parameters_active_description(),
      initial: true,
    },
  ],
  card: (parameter) => ({ title: parameter.name, description: parameter.description }),
});
